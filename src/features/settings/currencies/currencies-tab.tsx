import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function CurrenciesTab() {
  return <EmptyState title="Currencies" description="This section is being built." />;
}
