import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function RevenueTab(_props: { projectId: number }) {
  return <EmptyState title="Revenue" description="This part of the project is being built." />;
}
