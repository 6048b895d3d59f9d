import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function TimeOffRulesTab() {
  return <EmptyState title="Time-off rules" description="This section is being built." />;
}
