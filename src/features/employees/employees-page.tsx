import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'A fast directory of every employee with avatar, position, department, seniority, skills, availability, e-mail and status',
  'Sorting, quick search and filters by position, department, seniority, skill and availability, kept in the link',
  'Saved filters you can name, apply and delete',
  'Bulk archive, activate and delete with a confirmation, and CV generation as a PDF or a ZIP',
];

function EmployeesPage() {
  return (
    <PlannedScreen
      title="Employees"
      summary="Everyone in the company, active and archived."
      capabilities={CAPABILITIES}
    />
  );
}

export const EmployeesScreen = defineScreen(EmployeesPage, {
  title: 'Employees',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeView,
  referenceData: ['positions', 'departments', 'seniorities', 'skills'],
});
