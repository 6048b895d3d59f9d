import { PlannedScreen } from '@/components/layout/planned-screen';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

const CAPABILITIES = [
  'Candidates by stage with their assessments',
  'Moving a candidate on or rejecting them',
  'Filters by position and seniority',
];

function ActiveRecruitmentPage() {
  return (
    <PlannedScreen
      title="Active recruitment"
      summary="Candidates in the pipeline."
      capabilities={CAPABILITIES}
    />
  );
}

export const ActiveRecruitmentScreen = defineScreen(ActiveRecruitmentPage, {
  title: 'Active recruitment',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  referenceData: ['positions', 'departments', 'seniorities', 'assessments'],
});
