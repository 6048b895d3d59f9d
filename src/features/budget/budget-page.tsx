import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The grid, its editors and dialogs load after the frame; the chart later still, on its own.
const loading = () => <ScreenLoading title="Budget" label="Loading the budget" rows={10} />;
const BudgetView = dynamic(
  () => import('./budget-view').then((module) => mountInSlices(module.BudgetView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function BudgetPage() {
  return <BudgetView />;
}

export const BudgetScreen = defineScreen(BudgetPage, {
  title: 'Budget',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.budgetView,
  referenceData: ['currencyRates', 'applicationConfigs', 'publicHolidays'],
  loadView: () => import('./budget-view'),
});
