import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { ActiveCandidates } from './active/active-candidates';

export const ActiveRecruitmentScreen = defineScreen(ActiveCandidates, {
  title: 'Active recruitment',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  // The filters name positions, seniorities and skills.
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'assessments'],
});
