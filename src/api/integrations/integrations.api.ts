import { request } from '../http';
import { blankToNull } from '../text.schemas';
import {
  connectUrlResponseSchema,
  disconnectResponseSchema,
  googleSettingsResponseSchema,
  integrationStatusResponseSchema,
  type GoogleSettings,
  type GoogleSettingsInput,
  type IntegrationStatuses,
  type IntegrationType,
  type OAuthIntegration,
} from './integration.schemas';

// Whether each integration is connected, as whom, and since when.
export async function fetchIntegrationStatus(signal?: AbortSignal): Promise<IntegrationStatuses> {
  return (
    await request(integrationStatusResponseSchema, {
      method: 'GET',
      url: 'integrations/check-status',
      signal,
    })
  ).data;
}

// GET google or GET slack: where the browser goes to sign in with the provider.
export async function fetchConnectUrl(type: OAuthIntegration): Promise<string> {
  const url = type === 'google' ? 'google' : 'slack';
  return (await request(connectUrlResponseSchema, { method: 'GET', url })).data.url;
}

export async function fetchGoogleSettings(signal?: AbortSignal): Promise<GoogleSettings> {
  return (
    await request(googleSettingsResponseSchema, {
      method: 'GET',
      url: 'integrations/google-settings',
      signal,
    })
  ).data;
}

// A blank calendar is sent as null (nothing synced needs none).
export async function saveGoogleSettings(values: GoogleSettingsInput): Promise<GoogleSettings> {
  return (
    await request(googleSettingsResponseSchema, {
      method: 'POST',
      url: 'integrations/save-google-settings',
      data: {
        sync_time_off: values.sync_time_off,
        sync_public_holidays: values.sync_public_holidays,
        calendar_id: blankToNull(values.calendar_id),
      },
    })
  ).data;
}

// The type goes in the body, as the bulk deletes send theirs (DELETE user with ids).
export function disconnectIntegration(type: IntegrationType) {
  return request(disconnectResponseSchema, { method: 'DELETE', url: 'integrations/token', data: { type } });
}
