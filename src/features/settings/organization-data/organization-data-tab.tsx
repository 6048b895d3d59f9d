import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { GlobalRolesPanel } from './global-roles-panel';
import { OrgListPanel } from './org-list-panel';
import { ORG_LISTS } from './org-lists';

// Positions, departments, seniorities and skills, then the roles: a panel each, each failing alone.
export function OrganisationDataTab() {
  return (
    <>
      {ORG_LISTS.map((config) => (
        <ErrorBoundary key={config.name} level="section" name={config.title}>
          <OrgListPanel config={config} />
        </ErrorBoundary>
      ))}
      <ErrorBoundary level="section" name="Roles">
        <GlobalRolesPanel />
      </ErrorBoundary>
    </>
  );
}
