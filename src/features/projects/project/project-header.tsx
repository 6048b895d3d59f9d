import { PageHeader } from '@/components/layout/page-header';

// Being built: see issue 10 (title, client, status in place, manager, currency switch, delete).
export function ProjectHeader({ projectId }: { projectId: number }) {
  return <PageHeader title={`Project ${projectId}`} />;
}
