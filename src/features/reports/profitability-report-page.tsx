import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { lazyReportPage, loadReportScreen } from './lazy-report-page';

const ProfitabilityReportPage = lazyReportPage('profitability', 'Profitability report');

export const ProfitabilityReportScreen = defineScreen(ProfitabilityReportPage, {
  title: 'Profitability report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
  loadView: loadReportScreen,
});
