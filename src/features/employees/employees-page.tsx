import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The screen's code loads after the frame, its header and a skeleton showing meanwhile: what the frame
// carries stays within every route's first-load budget (docs/adding-a-domain.md §3).
const loading = () => <ScreenLoading title="Employees" label="Loading the employees" rows={10} />;
const EmployeesView = dynamic(
  () => import('./employees-view').then((module) => mountInSlices(module.EmployeesView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function EmployeesPage() {
  return <EmployeesView />;
}

export const EmployeesScreen = defineScreen(EmployeesPage, {
  title: 'Employees',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.employeeView,
  referenceData: ['positions', 'departments', 'seniorities', 'skills'],
  loadView: () => import('./employees-view'),
});
