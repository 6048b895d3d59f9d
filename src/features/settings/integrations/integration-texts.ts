import type { IntegrationType } from '@/api/integrations/integration.schemas';

export const UNTRUSTED_CONNECT_MESSAGE = 'The connect address is not one we trust, so it was not opened.';

type IntegrationTexts = {
  name: string;
  // What it does while connected, as far as the API tells.
  purpose: string;
  // Who it is connected as: a Google account, a Slack workspace, a MoneyBird administration.
  accountLabel: string;
  // Said before disconnecting.
  onDisconnect: string;
};

export const INTEGRATION_TEXTS: Record<IntegrationType, IntegrationTexts> = {
  google: {
    name: 'Google',
    purpose:
      'Adds approved time off and, if chosen, public holidays to a Google calendar as all-day events, so the team sees who is away.',
    accountLabel: 'Google account',
    onDisconnect:
      'Approved time off and public holidays stop being added to the Google calendar. Events already there stay. What is synced is kept for when Google is connected again.',
  },
  slack: {
    name: 'Slack',
    purpose:
      "Posts the portal's notifications (such as time-off requests and their approval) to your Slack workspace. Which channel they go to is chosen in Slack when the portal's app is added; the portal has no channel settings of its own.",
    accountLabel: 'Workspace',
    onDisconnect: 'The portal stops posting notifications to Slack. Messages already posted stay.',
  },
  money_bird: {
    name: 'MoneyBird',
    purpose:
      'Sends invoices to MoneyBird for bookkeeping: each project bills a MoneyBird contact, and each of our VATs maps to one of their sales tax rates.',
    accountLabel: 'Administration',
    onDisconnect:
      'Invoices can no longer be sent to MoneyBird, and its contacts and tax rates cannot be looked up. To connect again, enter the token on the set-up page.',
  },
};
