import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function RateCardsTab() {
  return <EmptyState title="Rate cards" description="This section is being built." />;
}
