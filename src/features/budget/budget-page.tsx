import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Budget per month and quarter with forecast and actual',
  'Currencies in the tenant order',
];

function BudgetPage() {
  return <PlannedScreen title="Budget" summary="The company budget." capabilities={CAPABILITIES} />;
}

export const BudgetScreen = defineScreen(BudgetPage, {
  title: 'Budget',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.budgetView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
