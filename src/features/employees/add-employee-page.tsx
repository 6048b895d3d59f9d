import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The screen's code loads after the frame, its header and a skeleton showing meanwhile: what the frame
// carries stays within every route's first-load budget (docs/adding-a-domain.md §3).
const loading = () => <ScreenLoading title="Add employee" label="Loading the form" rows={8} />;
const AddEmployeeForm = dynamic(
  () => import('./add-employee-view').then((module) => mountInSlices(module.AddEmployeeForm, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function AddEmployeePage() {
  return <AddEmployeeForm />;
}

export const AddEmployeeScreen = defineScreen(AddEmployeePage, {
  title: 'Add employee',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeCreate,
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'employmentTypes'],
  loadView: () => import('./add-employee-view'),
});
