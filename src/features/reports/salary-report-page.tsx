import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { ReportScreen } from './report-screen';

function SalaryReportPage() {
  return <ReportScreen kind="salary" />;
}

export const SalaryReportScreen = defineScreen(SalaryReportPage, {
  title: 'Salary report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportSalary,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
