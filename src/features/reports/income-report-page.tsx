import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { lazyReportPage, loadReportScreen } from './lazy-report-page';

const IncomeReportPage = lazyReportPage('income', 'Income report');

export const IncomeReportScreen = defineScreen(IncomeReportPage, {
  title: 'Income report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
  loadView: loadReportScreen,
});
