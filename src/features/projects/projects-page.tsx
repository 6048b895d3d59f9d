import dynamic from 'next/dynamic';
import { ScreenLoading } from '@/components/feedback/screen-loading';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';

// The screen's code loads after the frame, its header and a skeleton showing meanwhile: what the frame
// carries stays within every route's first-load budget (docs/adding-a-domain.md §3).
const loading = () => <ScreenLoading title="Projects" label="Loading the projects" rows={10} />;
const ProjectsView = dynamic(
  () => import('./projects-view').then((module) => mountInSlices(module.ProjectsView, loading)),
  { loading },
);

// A screen is a plain function component (what next/dynamic returns is not one, and would lose the shell).
function ProjectsPage() {
  return <ProjectsView />;
}

export const ProjectsScreen = defineScreen(ProjectsPage, {
  title: 'Projects',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.projectView,
  referenceData: ['projectManagers', 'currencyRates', 'applicationConfigs'],
  loadView: () => import('./projects-view'),
});
