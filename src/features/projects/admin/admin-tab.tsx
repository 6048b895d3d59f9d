import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function AdminTab(_props: { projectId: number }) {
  return <EmptyState title="Administration" description="This part of the project is being built." />;
}
