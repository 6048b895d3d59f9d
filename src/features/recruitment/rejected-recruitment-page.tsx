import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { RejectedCandidates } from './rejected/rejected-candidates';

export const RejectedRecruitmentScreen = defineScreen(RejectedCandidates, {
  title: 'Rejected candidates',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  // The filters name positions.
  referenceData: ['positions'],
});
