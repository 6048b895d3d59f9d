import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function VatsTab() {
  return <EmptyState title="VATs" description="This section is being built." />;
}
