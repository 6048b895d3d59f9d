import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function HolidaysTab() {
  return <EmptyState title="Public holidays" description="This section is being built." />;
}
