import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = ['Income by project and client per month and quarter', 'Invoices behind every figure'];

function IncomeReportPage() {
  return <PlannedScreen title="Income report" summary="Income over time." capabilities={CAPABILITIES} />;
}

export const IncomeReportScreen = defineScreen(IncomeReportPage, {
  title: 'Income report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
