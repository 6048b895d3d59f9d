import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Dashboard, terms and reminders',
  'Revenue, invoice finances and totals',
  'History of the project',
];

function ProjectPage() {
  return <PlannedScreen title="Project" summary="One internal project." capabilities={CAPABILITIES} />;
}

export const ProjectScreen = defineScreen(ProjectPage, {
  title: 'Project',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.projectView,
  referenceData: ['projectManagers', 'currencyRates', 'applicationConfigs'],
});
