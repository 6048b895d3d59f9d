import { EmptyState } from '@/components/feedback/empty-state';

// Placeholder until issue 12 fills it in.
export function CalendarTab() {
  return <EmptyState title="Coming soon" description="This view is being built." />;
}
