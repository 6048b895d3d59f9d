import { PageHeader } from '@/components/layout/page-header';

// Being built: see issue 10.
export function NewProjectPage() {
  return <PageHeader title="New project" />;
}
