import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { sectionsShown } from '@/lib/sections-in-order';
import { GlobalRolesPanel } from './global-roles-panel';
import { OrgListPanel } from './org-list-panel';
import { ORG_LISTS } from './org-lists';
import { useOrgDataLoading } from './use-org-data-loading';

// Positions, departments, seniorities and skills, then the roles: a panel each, each failing alone,
// each shown once the ones above it have loaded (a list arriving never pushes a panel down).
export function OrganisationDataTab() {
  const loading = useOrgDataLoading();
  const sections = [
    ...ORG_LISTS.map((config) => ({
      loading: loading[config.name],
      panel: (
        <ErrorBoundary key={config.name} level="section" name={config.title}>
          <OrgListPanel config={config} />
        </ErrorBoundary>
      ),
    })),
    {
      loading: loading.roles,
      panel: (
        <ErrorBoundary key="roles" level="section" name="Roles">
          <GlobalRolesPanel />
        </ErrorBoundary>
      ),
    },
  ];
  const shown = sectionsShown(sections.map((section) => section.loading));
  return <>{sections.slice(0, shown).map((section) => section.panel)}</>;
}
