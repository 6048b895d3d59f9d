import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function OverviewTab(_props: { projectId: number }) {
  return <EmptyState title="Overview" description="This part of the project is being built." />;
}
