import { request } from '../http';
import {
  loginResponseSchema,
  messageResponseSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type VerifyEmailInput,
} from './auth.schemas';

// Pre-login calls all go to the central API.
export function login(input: LoginInput) {
  return request(loginResponseSchema, { method: 'POST', url: 'login', data: input, central: true });
}

// The tenant flag tells the central API that a tenant user (not a central admin) asks.
export function forgotPassword(input: ForgotPasswordInput) {
  return request(messageResponseSchema, {
    method: 'POST',
    url: 'forgot-password',
    data: { email: input.email, tenant: true },
    central: true,
  });
}

export function resetPassword(input: ResetPasswordInput) {
  return request(messageResponseSchema, {
    method: 'POST',
    url: 'reset-password',
    data: input,
    central: true,
  });
}

export function verifyEmail({ id, hash, expires, signature }: VerifyEmailInput) {
  return request(messageResponseSchema, {
    method: 'GET',
    url: `email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`,
    params: { expires, signature },
    central: true,
  });
}

export function resendVerification(email: string) {
  return request(messageResponseSchema, {
    method: 'POST',
    url: 'email/verification-notification',
    data: { email },
    central: true,
  });
}
