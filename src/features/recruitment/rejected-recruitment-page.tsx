import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Rejected candidates with the reason and date',
  'Bringing a candidate back into the pipeline',
];

function RejectedRecruitmentPage() {
  return (
    <PlannedScreen
      title="Rejected candidates"
      summary="Candidates who were turned down."
      capabilities={CAPABILITIES}
    />
  );
}

export const RejectedRecruitmentScreen = defineScreen(RejectedRecruitmentPage, {
  title: 'Rejected candidates',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  referenceData: ['positions', 'departments', 'seniorities', 'assessments'],
});
