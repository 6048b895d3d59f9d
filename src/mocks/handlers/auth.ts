import { loginResponseSchema, messageResponseSchema } from '@/api/auth/auth.schemas';
import { accountsByEmail, setPasswordOf, signInAccount } from '../db/accounts';
import { readBody, requireJsonRequest } from '../routing/request-body';
import { fieldError, forbidden, respond } from '../routing/responses';
import { centralRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { issueAccessToken } from '../tokens';

// Pre-login calls on the central API, with Laravel's (Fortify's) messages.
export const CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const UNKNOWN_EMAIL_MESSAGE = "We can't find a user with that email address.";
export const INVALID_RESET_TOKEN_MESSAGE = 'This password reset token is invalid.';
// Reset links in the demo carry this token; any known e-mail accepts it.
export const DEMO_RESET_TOKEN = 'demo-reset-token';
const PASSWORD_MIN_LENGTH = 8;

const login = centralRoute('POST', 'central/login', async ({ request }) => {
  const { email, password } = validate(await readBody(request), {
    email: ['required', 'email'],
    password: ['required'],
  });
  // An e-mail in several tenants signs in to the first whose credential matches, as its identity.
  const account = await signInAccount(email, password);
  if (!account) throw fieldError('email', CREDENTIALS_MESSAGE);
  const { user, tenant, identity } = account;
  return respond(loginResponseSchema, { token: await issueAccessToken(user, tenant, identity.id) });
});

const forgotPassword = centralRoute('POST', 'central/forgot-password', async ({ request }) => {
  const { email } = validate(await readBody(request), { email: ['required', 'email'] });
  if ((await accountsByEmail(email)).length === 0) throw fieldError('email', UNKNOWN_EMAIL_MESSAGE);
  return respond(messageResponseSchema, { message: 'We have emailed your password reset link.' });
});

const resetPassword = centralRoute('POST', 'central/reset-password', async ({ request }) => {
  // The demo's reset token is public: only the reset page's own JSON request may use it, never a
  // cross-site form (issue 30, L1).
  requireJsonRequest(request);
  const { token, email, password } = validate(await readBody(request), {
    token: ['required'],
    email: ['required', 'email'],
    password: ['required', 'confirmed', { min: PASSWORD_MIN_LENGTH }],
  });
  const accounts = await accountsByEmail(email);
  if (accounts.length === 0) throw fieldError('email', UNKNOWN_EMAIL_MESSAGE);
  if (token !== DEMO_RESET_TOKEN) throw fieldError('email', INVALID_RESET_TOKEN_MESSAGE);
  // One central identity: the new password holds in every organisation it belongs to.
  await setPasswordOf(email, password);
  return respond(messageResponseSchema, { message: 'Your password has been reset.' });
});

const verifyEmail = centralRoute('GET', 'central/email/verify/:id/:hash', ({ params }) => {
  if (params.hash === 'invalid') throw forbidden('Invalid signature.');
  return respond(messageResponseSchema, { message: 'Your e-mail address is verified.' });
});

const resendVerification = centralRoute(
  'POST',
  'central/email/verification-notification',
  async ({ request }) => {
    validate(await readBody(request), { email: ['required', 'email'] });
    return respond(messageResponseSchema, { message: 'A new verification link has been sent.' });
  },
);

export const authHandlers = [login, forgotPassword, resetPassword, verifyEmail, resendVerification];
