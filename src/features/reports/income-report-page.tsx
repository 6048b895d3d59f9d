import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { ReportScreen } from './report-screen';

function IncomeReportPage() {
  return <ReportScreen kind="income" />;
}

export const IncomeReportScreen = defineScreen(IncomeReportPage, {
  title: 'Income report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
