import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Projects filtered by status, title and client',
  'Creating a project with its administrative fields',
  'Totals per project',
];

function ProjectsPage() {
  return (
    <PlannedScreen
      title="Projects"
      summary="Internal projects and their clients."
      capabilities={CAPABILITIES}
    />
  );
}

export const ProjectsScreen = defineScreen(ProjectsPage, {
  title: 'Projects',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.projectView,
  referenceData: ['projectManagers', 'currencyRates', 'applicationConfigs'],
});
