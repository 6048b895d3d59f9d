import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function TermsTab(_props: { projectId: number }) {
  return <EmptyState title="Terms" description="This part of the project is being built." />;
}
