import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { renderNothing } from '@/components/layout/render-nothing';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The table, the board and their filters load after the frame (a route ≤ 350 kB first load).
const ActiveCandidates = dynamic(
  () => import('./active/active-candidates').then((module) => module.ActiveCandidates),
  {
    loading: () => <ScreenLoading title="Active recruitment" label="Loading the candidates" rows={8} />,
  },
);

// Named to the server render (ScreenConfig.viewChunk): the view's code loads with the page's.
const ActiveCandidatesChunk = dynamic(() => import('./active/active-candidates').then(renderNothing));

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
  viewChunk: ActiveCandidatesChunk,
});
