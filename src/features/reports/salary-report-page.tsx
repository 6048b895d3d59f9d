import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { lazyReportPage, loadReportScreen } from './lazy-report-page';

const SalaryReportPage = lazyReportPage('salary', 'Salary report');

export const SalaryReportScreen = defineScreen(SalaryReportPage, {
  title: 'Salary report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportSalary,
  referenceData: ['currencyRates', 'applicationConfigs'],
  loadView: loadReportScreen,
});
