import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { ProjectHeader } from './project/project-header';
import { PROJECT_TAB_PANELS } from './project-tab-panels';
import { PROJECT_TABS, projectRouteOf, projectTabHref } from './project-tabs';

const NewProjectPage = dynamic(() => import('./new/new-project-page').then((m) => m.NewProjectPage), {
  loading: () => <LoadingState label="Loading the form" />,
});

const tabId = (slug: string) => `project-tab-${slug}`;
const panelId = (slug: string) => `project-panel-${slug}`;

// One project: its header, then a tab per part, each tab a path segment.
function ProjectPage() {
  const router = useRouter();
  const route = projectRouteOf(router.query.project);
  if (route.kind === 'none') return <NotFoundView />;
  if (route.kind === 'new') return <NewProjectPage />;
  const { id, tab } = route;
  const Panel = PROJECT_TAB_PANELS[tab.slug];
  return (
    <>
      <ProjectHeader projectId={id} />
      <Tabs
        value={tab.slug}
        aria-label="Project sections"
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
      >
        {PROJECT_TABS.map(({ slug, label }) => (
          <Tab
            key={slug}
            value={slug}
            label={label}
            id={tabId(slug)}
            aria-controls={panelId(slug)}
            component={NextLink}
            href={projectTabHref(id, slug)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab.slug)} aria-labelledby={tabId(tab.slug)}>
        <ErrorBoundary key={tab.slug} level="section" name={tab.label}>
          <Panel projectId={id} />
        </ErrorBoundary>
      </Box>
    </>
  );
}

export const ProjectScreen = defineScreen(ProjectPage, {
  title: 'Project',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.projectView,
  referenceData: ['projectManagers', 'currencyRates', 'applicationConfigs'],
});
