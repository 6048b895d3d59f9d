import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { LinkTabPanel, LinkTabs } from '@/components/layout/link-tabs';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { useUrlParam } from '@/components/url/use-url-state';
import { SETTINGS_TAB_PANELS } from './settings-tab-panels';
import { SETTINGS_PERMISSIONS, SETTINGS_TABS, settingsTabHref, settingsTabOf } from './settings-tabs';

// How the organisation works in the portal, a tab per area, the tab in the link.
function SettingsPage() {
  const can = useCan();
  const tab = useUrlParam('tab', (raw) => settingsTabOf(raw, can));
  if (tab === null) return <NotFoundView />;
  const tabs = SETTINGS_TABS.filter((candidate) => can(candidate.permission));
  const Panel = SETTINGS_TAB_PANELS[tab.slug];
  const allowed = can(tab.permission);
  return (
    <>
      <PageHeader title="Settings" subtitle="How your organisation works in the portal." />
      <LinkTabs
        label="Settings sections"
        idPrefix="settings"
        tabs={tabs.map(({ slug, label }) => ({ slug, label, href: settingsTabHref(slug) }))}
        value={allowed ? tab.slug : false}
      />
      {allowed ? (
        <LinkTabPanel idPrefix="settings" slug={tab.slug}>
          <ErrorBoundary key={tab.slug} level="section" name={tab.label}>
            <Panel />
          </ErrorBoundary>
        </LinkTabPanel>
      ) : (
        <EmptyState
          title={`You do not have access to ${tab.label.toLowerCase()}`}
          description="Ask an administrator of your organisation if you need it."
        />
      )}
    </>
  );
}

export const SettingsScreen = defineScreen(SettingsPage, {
  title: 'Settings',
  access: 'private',
  layout: 'app',
  permission: SETTINGS_PERMISSIONS,
  referenceData: ['positions', 'departments', 'seniorities', 'skills'],
});
