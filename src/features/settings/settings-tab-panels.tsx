import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import type { SettingsTabSlug } from './settings-tabs';

const loading = () => <LoadingState label="Loading the section" />;

// Each section arrives when it is opened, so the screen's first load carries only the tab bar.
export const SETTINGS_TAB_PANELS: Record<SettingsTabSlug, ComponentType> = {
  'organisation-data': dynamic(
    () =>
      import('./organization-data/organization-data-tab').then((m) =>
        mountInSlices(m.OrganisationDataTab, loading),
      ),
    { loading },
  ),
  holidays: dynamic(
    () => import('./holidays/holidays-tab').then((m) => mountInSlices(m.HolidaysTab, loading)),
    { loading },
  ),
  'time-off': dynamic(
    () => import('./time-off/time-off-rules-tab').then((m) => mountInSlices(m.TimeOffRulesTab, loading)),
    { loading },
  ),
  currencies: dynamic(
    () => import('./currencies/currencies-tab').then((m) => mountInSlices(m.CurrenciesTab, loading)),
    { loading },
  ),
  company: dynamic(
    () => import('./company/company-details-tab').then((m) => mountInSlices(m.CompanyDetailsTab, loading)),
    { loading },
  ),
  'rate-cards': dynamic(
    () => import('./rate-cards/rate-cards-tab').then((m) => mountInSlices(m.RateCardsTab, loading)),
    { loading },
  ),
  vats: dynamic(() => import('./vats/vats-tab').then((m) => mountInSlices(m.VatsTab, loading)), { loading }),
  integrations: dynamic(
    () => import('./integrations/integrations-tab').then((m) => mountInSlices(m.IntegrationsTab, loading)),
    { loading },
  ),
};
