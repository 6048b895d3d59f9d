import {
  INTEGRATION_TYPES,
  NOT_CONNECTED,
  connectUrlResponseSchema,
  disconnectResponseSchema,
  googleSettingsResponseSchema,
  integrationStatusResponseSchema,
  type IntegrationType,
  type OAuthIntegration,
} from '@/api/integrations/integration.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { MoneyBirdCredentialsRow } from '../db/money-bird';
import { persistSoon } from '../db/mock-db';
import { slackWorkspaceOf } from '../db/seed-integrations';
import { readBody } from '../routing/request-body';
import { fieldError, respond } from '../routing/responses';
import { tenantRoute, type Resolver } from '../routing/route';
import type { TenantContext } from '../routing/authorize';
import { isTruthy, orNull, validate } from '../routing/validate';

// Google, Slack and MoneyBird connections of the tenant, and what Google syncs. Everything needs
// integration::manage.
const options = { permission: PERMISSIONS.integrationManage };

const NAMES: Record<IntegrationType, string> = { google: 'Google', slack: 'Slack', money_bird: 'MoneyBird' };

// MoneyBird is connected when its credentials are stored and were accepted.
function moneyBirdStatusOf(credentials: MoneyBirdCredentialsRow | null) {
  if (!credentials?.connected) return { ...NOT_CONNECTED };
  return {
    connected: true,
    account: `Administration ${credentials.administration_id}`,
    connected_at: credentials.checked_at,
  };
}

const status = tenantRoute(
  'GET',
  'integrations/check-status',
  ({ db }) =>
    respond(integrationStatusResponseSchema, {
      data: {
        ...db.settings.integrationStatuses,
        money_bird: moneyBirdStatusOf(db.settings.moneyBirdCredentials),
      },
    }),
  options,
);

// The mock cannot send anyone to Google or Slack. It plays the whole round trip at once: asking for the
// address counts as the provider's consent (the integration is connected now, as the user for Google,
// as the organisation's workspace for Slack), and the address is the app's own page that the API's
// callback would send the browser back to.
const connect =
  (type: OAuthIntegration): Resolver<TenantContext> =>
  ({ db, user, tenant }) => {
    db.settings.integrationStatuses[type] = {
      connected: true,
      account: type === 'google' ? user.email : slackWorkspaceOf(tenant),
      connected_at: new Date().toISOString(),
    };
    // A GET is not saved on its own (only writes are); this one changes the state.
    persistSoon();
    return respond(connectUrlResponseSchema, {
      data: { url: `/settings?tab=integrations&connected=${type}` },
    });
  };

const connectGoogle = tenantRoute('GET', 'google', connect('google'), options);
const connectSlack = tenantRoute('GET', 'slack', connect('slack'), options);

// The type in the body; disconnecting what is not connected is no error. Google's settings stay for
// the next connection.
const disconnect = tenantRoute(
  'DELETE',
  'integrations/token',
  async ({ db, request }) => {
    const { type } = validate(await readBody(request), { type: ['required', { in: INTEGRATION_TYPES }] });
    const integration = type as IntegrationType;
    db.settings.integrationStatuses[integration] = { ...NOT_CONNECTED };
    // MoneyBird's connection is its stored credentials: disconnecting forgets the token.
    if (integration === 'money_bird') db.settings.moneyBirdCredentials = null;
    return respond(disconnectResponseSchema, { message: `${NAMES[integration]} has been disconnected.` });
  },
  options,
);

const googleSettings = tenantRoute(
  'GET',
  'integrations/google-settings',
  ({ db }) => respond(googleSettingsResponseSchema, { data: db.settings.googleSettings }),
  options,
);

// A calendar id as Google Calendar shows it: 'primary' (the account's own) or an address-like id
// (someone@example.com, c_abc123@group.calendar.google.com).
const CALENDAR_ID = /^(primary|[^@\s]+@[^@\s]+\.[^@\s]+)$/;
const CALENDAR_REQUIRED = 'The calendar id field is required when time off or public holidays are synced.';

const saveGoogleSettings = tenantRoute(
  'POST',
  'integrations/save-google-settings',
  async ({ db, request }) => {
    const body = await readBody(request);
    const values = validate(body, {
      sync_time_off: ['required', 'boolean'],
      sync_public_holidays: ['required', 'boolean'],
      calendar_id: [{ max: 255 }, { regex: CALENDAR_ID }],
    });
    const settings = {
      sync_time_off: isTruthy(values.sync_time_off),
      sync_public_holidays: isTruthy(values.sync_public_holidays),
      calendar_id: orNull(values.calendar_id),
    };
    if ((settings.sync_time_off || settings.sync_public_holidays) && settings.calendar_id === null) {
      throw fieldError('calendar_id', CALENDAR_REQUIRED);
    }
    db.settings.googleSettings = settings;
    return respond(googleSettingsResponseSchema, { data: settings });
  },
  options,
);

export const integrationHandlers = [
  status,
  connectGoogle,
  connectSlack,
  disconnect,
  googleSettings,
  saveGoogleSettings,
];
