import { subDays } from 'date-fns';
import {
  NOT_CONNECTED,
  type GoogleSettings,
  type IntegrationStatuses,
} from '@/api/integrations/integration.schemas';
import { DEMO_TENANTS } from '@/lib/demo-accounts';

const organisationOf = (tenant: string): string =>
  DEMO_TENANTS.find((demo) => demo.tenant === tenant)?.organization ?? tenant;

// acme: Slack and MoneyBird connected, Google not (so connecting it can be shown); globex: Google
// connected with its calendar chosen, the others not.
export function integrationStatusesOf(tenant: string, referenceDate: Date): IntegrationStatuses {
  const since = (days: number) => subDays(referenceDate, days).toISOString();
  if (tenant === 'acme') {
    return {
      google: NOT_CONNECTED,
      slack: { connected: true, account: organisationOf(tenant), connected_at: since(120) },
      money_bird: {
        connected: true,
        account: `${organisationOf(tenant)} administration`,
        connected_at: since(45),
      },
    };
  }
  if (tenant === 'globex') {
    return {
      google: { connected: true, account: `admin@${tenant}.test`, connected_at: since(30) },
      slack: NOT_CONNECTED,
      money_bird: NOT_CONNECTED,
    };
  }
  return { google: NOT_CONNECTED, slack: NOT_CONNECTED, money_bird: NOT_CONNECTED };
}

export function googleSettingsOf(tenant: string): GoogleSettings {
  if (tenant === 'globex') {
    return { sync_time_off: true, sync_public_holidays: false, calendar_id: 'time-off@globex.test' };
  }
  return { sync_time_off: false, sync_public_holidays: false, calendar_id: null };
}

// The workspace a Slack connection names: the organisation's.
export const slackWorkspaceOf = organisationOf;
