import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9. Shown at /settings?tab=integrations&provider=moneybird.
export function MoneyBirdSettings() {
  return <EmptyState title="MoneyBird" description="This section is being built." />;
}
