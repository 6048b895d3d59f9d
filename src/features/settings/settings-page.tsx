import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';
import { PERMISSIONS } from '@/lib/permissions';
import { OrganisationDataTab } from './organisation-data/organisation-data-tab';
import { SETTINGS_TABS, settingsTabHref, settingsTabOf } from './settings-tabs';

const tabId = (slug: string) => `settings-tab-${slug}`;
const panelId = (slug: string) => `settings-panel-${slug}`;

// How the organisation works in the portal, a tab per area, the tab in the link.
function SettingsPage() {
  const router = useRouter();
  const tab = settingsTabOf(router.query.tab);
  if (tab === null) return <NotFoundView />;
  return (
    <>
      <PageHeader title="Settings" subtitle="How your organisation works in the portal." />
      <Tabs value={tab} aria-label="Settings sections" sx={{ mb: 2 }}>
        {SETTINGS_TABS.map(({ slug, label }) => (
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
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'organisation-data' ? <OrganisationDataTab /> : null}
      </Box>
    </>
  );
}

export const SettingsScreen = defineScreen(SettingsPage, {
  title: 'Settings',
  access: 'private',
  layout: 'app',
  permission: PERMISSIONS.settingsManage,
  referenceData: ['positions', 'departments', 'seniorities', 'skills'],
});
