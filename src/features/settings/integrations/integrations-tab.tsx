import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function IntegrationsTab() {
  return <EmptyState title="Integrations" description="This section is being built." />;
}
