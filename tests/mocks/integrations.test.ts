import {
  connectUrlResponseSchema,
  googleSettingsResponseSchema,
  integrationStatusResponseSchema,
} from '@/api/integrations/integration.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const statusOf = async (tenant: string, token: string) =>
  integrationStatusResponseSchema.parse((await getAs(tenant, 'integrations/check-status', token)).body).data;

describe('integrations: who may', () => {
  it('answers 403 to every call without integration::manage', async () => {
    const sale = await login('sale@acme.test');
    for (const path of ['integrations/check-status', 'google', 'slack', 'integrations/google-settings']) {
      expect((await getAs('acme', path, sale)).status).toBe(403);
    }
    expect((await sendAs('acme', 'DELETE', 'integrations/token', sale, { type: 'slack' })).status).toBe(403);
    expect(
      (
        await sendAs('acme', 'POST', 'integrations/save-google-settings', sale, {
          sync_time_off: false,
          sync_public_holidays: false,
          calendar_id: null,
        })
      ).status,
    ).toBe(403);
    // The sale user's status is unchanged: the refused connect connected nothing.
    expect((await statusOf('acme', await login('admin@acme.test'))).google.connected).toBe(false);
  });

  it('takes the permission from the stored user, not the role', async () => {
    await revoke('acme', 'admin@acme.test', PERMISSIONS.integrationManage);
    const admin = await login('admin@acme.test');
    expect((await getAs('acme', 'integrations/check-status', admin)).status).toBe(403);
  });
});

describe('integrations: status, connect and disconnect', () => {
  it('seeds acme with Slack and MoneyBird connected, globex with Google', async () => {
    const acme = await statusOf('acme', await login('admin@acme.test'));
    expect(acme.google).toEqual({ connected: false, account: null, connected_at: null });
    expect(acme.slack).toMatchObject({ connected: true, account: 'Acme Consulting' });
    expect(acme.money_bird.connected).toBe(true);
    const globex = await statusOf('globex', await login('admin@globex.test'));
    expect(globex.google).toMatchObject({ connected: true, account: 'admin@globex.test' });
    expect(globex.slack.connected).toBe(false);
  });

  it('asking for the connect address answers the app’s return page and connects (the mock plays the provider)', async () => {
    const token = await login('admin@acme.test');
    const google = await getAs('acme', 'google', token);
    expect(google.status).toBe(200);
    expect(connectUrlResponseSchema.parse(google.body).data.url).toBe(
      '/settings?tab=integrations&connected=google',
    );
    const status = await statusOf('acme', token);
    expect(status.google.connected).toBe(true);
    expect(status.google.account).toBe('admin@acme.test');
    expect(Number.isNaN(Date.parse(status.google.connected_at ?? ''))).toBe(false);

    const slack = await getAs('globex', 'slack', await login('admin@globex.test'));
    expect(connectUrlResponseSchema.parse(slack.body).data.url).toBe(
      '/settings?tab=integrations&connected=slack',
    );
    expect((await statusOf('globex', await login('admin@globex.test'))).slack).toMatchObject({
      connected: true,
      account: 'Globex Engineering',
    });
  });

  it('disconnects the type named in the body, and only that one', async () => {
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'DELETE', 'integrations/token', token, { type: 'slack' })).toEqual({
      status: 200,
      body: { message: 'Slack has been disconnected.' },
    });
    const status = await statusOf('acme', token);
    expect(status.slack).toEqual({ connected: false, account: null, connected_at: null });
    expect(status.money_bird.connected).toBe(true);
    // Again: nothing to disconnect is no error.
    expect((await sendAs('acme', 'DELETE', 'integrations/token', token, { type: 'slack' })).status).toBe(200);
  });

  it('answers 422 at type for a missing or unknown type, changing nothing', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'DELETE', 'integrations/token', token, { type: 'dropbox' })).toEqual({
      status: 422,
      body: { message: 'The selected type is invalid.', errors: { type: ['The selected type is invalid.'] } },
    });
    expect((await sendAs('acme', 'DELETE', 'integrations/token', token, {})).status).toBe(422);
    expect((await statusOf('acme', token)).slack.connected).toBe(true);
  });
});

describe('integrations: MoneyBird', () => {
  it('is connected while its credentials are; disconnecting it forgets the token', async () => {
    const token = await login('admin@acme.test');
    expect((await statusOf('acme', token)).money_bird).toMatchObject({
      connected: true,
      account: 'Administration 313772697168036880',
    });
    await sendAs('acme', 'DELETE', 'integrations/token', token, { type: 'money_bird' });
    expect((await statusOf('acme', token)).money_bird.connected).toBe(false);
    expect((await getAs('acme', 'money-bird/credentials', token)).body).toMatchObject({
      data: { connected: false },
    });
  });
});

describe('integrations: what Google syncs', () => {
  const settingsOf = async (token: string) =>
    googleSettingsResponseSchema.parse((await getAs('globex', 'integrations/google-settings', token)).body)
      .data;

  it('reads the seeded settings and stores a save', async () => {
    const token = await login('admin@globex.test');
    expect(await settingsOf(token)).toEqual({
      sync_time_off: true,
      sync_public_holidays: false,
      calendar_id: 'time-off@globex.test',
    });
    const saved = { sync_time_off: true, sync_public_holidays: true, calendar_id: 'primary' };
    expect(await sendAs('globex', 'POST', 'integrations/save-google-settings', token, saved)).toEqual({
      status: 200,
      body: { data: saved },
    });
    expect(await settingsOf(token)).toEqual(saved);
    // Nothing synced needs no calendar; a blank one is stored as none.
    const off = { sync_time_off: false, sync_public_holidays: false, calendar_id: '  ' };
    expect((await sendAs('globex', 'POST', 'integrations/save-google-settings', token, off)).status).toBe(
      200,
    );
    expect((await settingsOf(token)).calendar_id).toBeNull();
  });

  it('answers 422 for a calendar that is missing while something is synced, or not a calendar id', async () => {
    allowInvalidRequests();
    const token = await login('admin@globex.test');
    const save = (body: unknown) =>
      sendAs('globex', 'POST', 'integrations/save-google-settings', token, body);
    expect(await save({ sync_time_off: true, sync_public_holidays: false, calendar_id: null })).toEqual({
      status: 422,
      body: {
        message: 'The calendar id field is required when time off or public holidays are synced.',
        errors: {
          calendar_id: ['The calendar id field is required when time off or public holidays are synced.'],
        },
      },
    });
    expect(
      await save({ sync_time_off: true, sync_public_holidays: false, calendar_id: 'team calendar' }),
    ).toEqual({
      status: 422,
      body: {
        message: 'The calendar id field format is invalid.',
        errors: { calendar_id: ['The calendar id field format is invalid.'] },
      },
    });
    expect((await save({ sync_time_off: 'yes', sync_public_holidays: false })).status).toBe(422);
    expect((await settingsOf(token)).calendar_id).toBe('time-off@globex.test');
  });
});
