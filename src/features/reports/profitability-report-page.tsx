import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Monthly and quarterly forecast and actual figures per currency',
  'Delta in total and percent, with vacation, sick leave and other',
  'Charts with the ten-colour palette',
];

function ProfitabilityReportPage() {
  return (
    <PlannedScreen
      title="Profitability report"
      summary="Forecast against actual, per month and quarter."
      capabilities={CAPABILITIES}
    />
  );
}

export const ProfitabilityReportScreen = defineScreen(ProfitabilityReportPage, {
  title: 'Profitability report',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.reportView,
  referenceData: ['currencyRates', 'applicationConfigs'],
});
