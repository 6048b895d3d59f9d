import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { ReportScreen } from './report-screen';

function ProfitabilityReportPage() {
  return <ReportScreen kind="profitability" />;
}

export const ProfitabilityReportScreen = defineScreen(ProfitabilityReportPage, {
  title: 'Profitability report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
