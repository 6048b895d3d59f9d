import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The list, its filters and its breakdown load after the frame (a route ≤ 350 kB first load).
const loading = () => (
  <ScreenLoading title="Rejected candidates" label="Loading the rejected candidates" rows={8} />
);
const RejectedCandidates = dynamic(
  () =>
    import('./rejected/rejected-candidates').then((module) =>
      mountInSlices(module.RejectedCandidates, loading),
    ),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function RejectedRecruitmentPage() {
  return <RejectedCandidates />;
}

export const RejectedRecruitmentScreen = defineScreen(RejectedRecruitmentPage, {
  title: 'Rejected candidates',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  // The filters name positions.
  referenceData: ['positions'],
  loadView: () => import('./rejected/rejected-candidates'),
});
