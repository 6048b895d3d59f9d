import { EmptyState } from '@/components/feedback/empty-state';

// Being built: see issue 9.
export function CompanyDetailsTab() {
  return <EmptyState title="Company details" description="This section is being built." />;
}
