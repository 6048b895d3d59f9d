import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = ['Salaries per person and department by month', 'Totals per currency'];

function SalaryReportPage() {
  return (
    <PlannedScreen title="Salary report" summary="Salary costs over time." capabilities={CAPABILITIES} />
  );
}

export const SalaryReportScreen = defineScreen(SalaryReportPage, {
  title: 'Salary report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
