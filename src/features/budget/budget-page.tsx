import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { renderNothing } from '@/components/layout/render-nothing';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The grid, its editors and dialogs load after the frame; the chart later still, on its own.
const BudgetView = dynamic(() => import('./budget-view').then((module) => module.BudgetView), {
  loading: () => <ScreenLoading title="Budget" label="Loading the budget" rows={10} />,
});
// Named to the server render (ScreenConfig.viewChunk): the view's code loads with the page's.
const BudgetViewChunk = dynamic(() => import('./budget-view').then(renderNothing));

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
  viewChunk: BudgetViewChunk,
});
