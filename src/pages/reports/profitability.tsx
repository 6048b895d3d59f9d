import { ProfitabilityReportScreen } from '@/features/reports/profitability-report-page';

export default ProfitabilityReportScreen;
