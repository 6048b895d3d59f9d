import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { OrgListPanel } from './org-list-panel';
import { ORG_LISTS } from './org-lists';

// Positions, departments, seniorities and skills: a panel each, each failing alone.
export function OrganisationDataTab() {
  return (
    <>
      {ORG_LISTS.map((config) => (
        <ErrorBoundary key={config.name} level="section" name={config.title}>
          <OrgListPanel config={config} />
        </ErrorBoundary>
      ))}
    </>
  );
}
