import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 10.
export function ClassicTab(_props: { projectId: number }) {
  return <EmptyState title="Classic view" description="This part of the project is being built." />;
}
