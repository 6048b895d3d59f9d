import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The table, the board and their filters load after the frame (a route ≤ 350 kB first load).
const loading = () => <ScreenLoading title="Active recruitment" label="Loading the candidates" rows={8} />;
const ActiveCandidates = dynamic(
  () =>
    import('./active/active-candidates').then((module) => mountInSlices(module.ActiveCandidates, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function ActiveRecruitmentPage() {
  return <ActiveCandidates />;
}

export const ActiveRecruitmentScreen = defineScreen(ActiveRecruitmentPage, {
  title: 'Active recruitment',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.recruitmentView,
  // The filters name positions, seniorities and skills.
  referenceData: ['positions', 'departments', 'seniorities', 'skills', 'assessments'],
  loadView: () => import('./active/active-candidates'),
});
