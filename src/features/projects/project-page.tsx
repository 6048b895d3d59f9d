import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { isApiError } from '@/api/api-error';
import { useProject } from '@/api/internal-projects/project.queries';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { LinkTabPanel, LinkTabs } from '@/components/layout/link-tabs';
import { PageTitle } from '@/components/layout/page-title';
import { defineScreen } from '@/components/layout/screen';
import { useUrlParam } from '@/components/url/use-url-state';
import { PERMISSIONS } from '@/lib/permissions';
import { currencyModeOf, withCurrencyMode } from './project/currency-mode';
import { ProjectHeader } from './project/project-header';
import { PROJECT_TAB_PANELS } from './project-tab-panels';
import { PROJECT_TABS, projectRouteOf, projectTabHref, type ProjectTab } from './project-tabs';

const NewProjectPage = dynamic(() => import('./new/new-project-page').then((m) => m.NewProjectPage), {
  loading: () => <LoadingState label="Loading the form" />,
});

function ProjectView({ id, tab }: { id: number; tab: ProjectTab }) {
  const router = useRouter();
  const project = useProject(id);
  if (isApiError(project.error) && project.error.status === 404) return <NotFoundView />;
  const mode = currencyModeOf(router.asPath);
  const Panel = PROJECT_TAB_PANELS[tab.slug];
  return (
    <>
      {project.data ? <PageTitle title={`${project.data.title} · ${tab.label}`} /> : null}
      <ProjectHeader projectId={id} />
      <LinkTabs
        label="Project sections"
        idPrefix="project"
        // The currency switch goes along from tab to tab.
        tabs={PROJECT_TABS.map(({ slug, label }) => ({
          slug,
          label,
          href: withCurrencyMode(projectTabHref(id, slug), mode),
        }))}
        value={tab.slug}
      />
      <LinkTabPanel idPrefix="project" slug={tab.slug}>
        <ErrorBoundary key={tab.slug} level="section" name={tab.label}>
          <Panel projectId={id} />
        </ErrorBoundary>
      </LinkTabPanel>
    </>
  );
}

// One project: its header, then a tab per part, each tab a path segment; a project the API does not
// have is "not found" in place.
function ProjectPage() {
  const { isReady } = useRouter();
  const route = useUrlParam('project', projectRouteOf);
  if (!isReady) return <LoadingState label="Loading the project" />;
  if (route.kind === 'none') return <NotFoundView />;
  if (route.kind === 'new') return <NewProjectPage />;
  return <ProjectView id={route.id} tab={route.tab} />;
}

export const ProjectScreen = defineScreen(ProjectPage, {
  title: 'Project',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.projectView,
  referenceData: ['projectManagers', 'currencyRates', 'applicationConfigs'],
});
