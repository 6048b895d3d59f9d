import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Personal information and employment details with validation at every field',
  'Avatar upload with preview, and a location search',
  'A draft that survives a reload until it is saved',
];

function AddEmployeePage() {
  return (
    <PlannedScreen
      title="Add employee"
      summary="Create a new employee profile."
      capabilities={CAPABILITIES}
    />
  );
}

export const AddEmployeeScreen = defineScreen(AddEmployeePage, {
  title: 'Add employee',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeCreate,
  referenceData: ['positions', 'departments', 'seniorities', 'skills'],
});
