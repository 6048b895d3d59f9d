import { SalaryReportScreen } from '@/features/reports/salary-report-page';

export default SalaryReportScreen;
