import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { SETTINGS_TAB_PANELS } from './settings-tab-panels';
import { SETTINGS_PERMISSIONS, SETTINGS_TABS, settingsTabHref, settingsTabOf } from './settings-tabs';

const tabId = (slug: string) => `settings-tab-${slug}`;
const panelId = (slug: string) => `settings-panel-${slug}`;

// How the organisation works in the portal, a tab per area, the tab in the link.
function SettingsPage() {
  const router = useRouter();
  const can = useCan();
  const tab = settingsTabOf(router.query.tab, can);
  if (tab === null) return <NotFoundView />;
  const tabs = SETTINGS_TABS.filter((candidate) => can(candidate.permission));
  const Panel = SETTINGS_TAB_PANELS[tab.slug];
  const allowed = can(tab.permission);
  return (
    <>
      <PageHeader title="Settings" subtitle="How your organisation works in the portal." />
      <Tabs
        value={allowed ? tab.slug : false}
        aria-label="Settings sections"
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
      >
        {tabs.map(({ slug, label }) => (
          <Tab
            key={slug}
            value={slug}
            label={label}
            id={tabId(slug)}
            aria-controls={panelId(slug)}
            component={NextLink}
            href={settingsTabHref(slug)}
          />
        ))}
      </Tabs>
      {allowed ? (
        <Box role="tabpanel" id={panelId(tab.slug)} aria-labelledby={tabId(tab.slug)}>
          <ErrorBoundary key={tab.slug} level="section" name={tab.label}>
            <Panel />
          </ErrorBoundary>
        </Box>
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
