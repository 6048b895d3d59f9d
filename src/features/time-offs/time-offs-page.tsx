import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';

const CAPABILITIES = [
  'Requests with their status: pending, approved or rejected',
  'Balances from the yearly vacation days and trial period',
  'Working days that skip weekends and public holidays',
];

function TimeOffsPage() {
  return (
    <PlannedScreen
      title="Time offs"
      summary="Vacation, sick, parental and unpaid leave."
      capabilities={CAPABILITIES}
    />
  );
}

export const TimeOffsScreen = defineScreen(TimeOffsPage, {
  title: 'Time offs',
  access: 'private',
  layout: 'app',
  referenceData: ['publicHolidays', 'applicationConfigs'],
});
