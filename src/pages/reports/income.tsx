import { IncomeReportScreen } from '@/features/reports/income-report-page';

export default IncomeReportScreen;
