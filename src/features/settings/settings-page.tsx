import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Positions, departments, seniorities and skills, with reordering',
  'Public holidays, rate cards, administrative information and time-off configuration',
  'Integrations: accounting, Google and Slack',
];

function SettingsPage() {
  return (
    <PlannedScreen
      title="Settings"
      summary="How your organisation works in the portal."
      capabilities={CAPABILITIES}
    />
  );
}

export const SettingsScreen = defineScreen(SettingsPage, {
  title: 'Settings',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.settingsManage,
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'globalRoles', 'applicationConfigs'],
});
