import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import type { SettingsTabSlug } from './settings-tabs';

const loading = () => <LoadingState label="Loading the section" />;

// Each section arrives when it is opened, so the screen's first load carries only the tab bar.
export const SETTINGS_TAB_PANELS: Record<SettingsTabSlug, ComponentType> = {
  'organisation-data': dynamic(
    () => import('./organization-data/organization-data-tab').then((m) => m.OrganisationDataTab),
    { loading },
  ),
  holidays: dynamic(() => import('./holidays/holidays-tab').then((m) => m.HolidaysTab), { loading }),
  'time-off': dynamic(() => import('./time-off/time-off-rules-tab').then((m) => m.TimeOffRulesTab), {
    loading,
  }),
  currencies: dynamic(() => import('./currencies/currencies-tab').then((m) => m.CurrenciesTab), { loading }),
  company: dynamic(() => import('./company/company-details-tab').then((m) => m.CompanyDetailsTab), {
    loading,
  }),
  'rate-cards': dynamic(() => import('./rate-cards/rate-cards-tab').then((m) => m.RateCardsTab), { loading }),
  vats: dynamic(() => import('./vats/vats-tab').then((m) => m.VatsTab), { loading }),
  integrations: dynamic(() => import('./integrations/integrations-tab').then((m) => m.IntegrationsTab), {
    loading,
  }),
};
