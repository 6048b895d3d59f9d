import * as z from 'zod/mini';
import { dataOf, fieldsOf, messageSchema, urlResponseSchema } from '../common.schemas';

// The integrations the portal offers (SPEC §1, §7), as DELETE integrations/token names them.
export const INTEGRATION_TYPES = ['google', 'slack', 'money_bird'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];
// The two connected through the provider's own sign-in (GET google, GET slack); MoneyBird takes a token.
export type OAuthIntegration = Extract<IntegrationType, 'google' | 'slack'>;

// One integration's state (proposed): who it is connected as (a Google account, a Slack workspace, a
// MoneyBird administration) and since when (ISO date-time); both null when it is not connected.
export const integrationStatusSchema = z.object({
  connected: z.boolean(),
  account: z.nullable(z.string()),
  connected_at: z.nullable(z.string()),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

export const integrationStatusesSchema = z.object({
  google: integrationStatusSchema,
  slack: integrationStatusSchema,
  money_bird: integrationStatusSchema,
});
export type IntegrationStatuses = z.infer<typeof integrationStatusesSchema>;
export const integrationStatusResponseSchema = dataOf(integrationStatusesSchema);

export const NOT_CONNECTED: IntegrationStatus = { connected: false, account: null, connected_at: null };

// GET google / GET slack: the address that starts the provider's sign-in (proposed shape).
export const connectUrlResponseSchema = dataOf(urlResponseSchema);

export const disconnectResponseSchema = messageSchema;

// What the Google integration syncs (proposed): approved time off and public holidays, as all-day
// events, into one calendar ('primary' is the connected account's own).
export const googleSettingsSchema = z.object({
  sync_time_off: z.boolean(),
  sync_public_holidays: z.boolean(),
  calendar_id: z.nullable(z.string()),
});
export type GoogleSettings = z.infer<typeof googleSettingsSchema>;
export const googleSettingsResponseSchema = dataOf(googleSettingsSchema);

export const CALENDAR_ID_MAX = 255;
export const CALENDAR_REQUIRED_MESSAGE = 'Enter the calendar to sync to';

// The form: the calendar is needed once anything is synced; its format is the server's to judge.
export const googleSettingsFormSchema = z
  .object({
    sync_time_off: z.boolean(),
    sync_public_holidays: z.boolean(),
    calendar_id: z
      .string()
      .check(
        z.trim(),
        z.maxLength(CALENDAR_ID_MAX, { error: `Must be at most ${CALENDAR_ID_MAX} characters` }),
      ),
  })
  .check(
    z.refine(
      ({ sync_time_off, sync_public_holidays, calendar_id }) =>
        !(sync_time_off || sync_public_holidays) || calendar_id.trim() !== '',
      { error: CALENDAR_REQUIRED_MESSAGE, path: ['calendar_id'], when: () => true },
    ),
  );
export type GoogleSettingsInput = z.input<typeof googleSettingsFormSchema>;
export const GOOGLE_SETTINGS_FIELDS = fieldsOf(googleSettingsFormSchema);
