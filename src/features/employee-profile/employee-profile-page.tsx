import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  "Overview, personal information, employment details and brief intro",
  "Career history, skills, languages, education, experiences, courses, achievements and projects",
  "CVs: create, rename, variants, duplicate, preview by link, download and enhance",
];

function EmployeeProfilePage() {
  return <PlannedScreen title="Employee profile" summary="One person: their profile, career and CVs." capabilities={CAPABILITIES} />;
}

export const EmployeeProfileScreen = defineScreen(EmployeeProfilePage, {
  title: "Employee profile",
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeView,
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'industries'],
});
