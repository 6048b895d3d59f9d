import * as z from 'zod/mini';
import { messageSchema } from '../common.schemas';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '@/lib/validation';

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'E-mail is required' }),
    z.refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE }),
  );

export const loginInputSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: 'Password is required' })),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const PASSWORD_MIN_LENGTH = 8;

// A new password and its repetition: resetting a password and registering share the rules.
export const newPasswordShape = {
  password: z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, {
      error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
  ),
  password_confirmation: z.string().check(z.minLength(1, { error: 'Please repeat the password' })),
};

type NewPassword = { password: string; password_confirmation: string };

export const passwordsMatch = z.refine<NewPassword>(
  (values) => values.password === values.password_confirmation,
  {
    path: ['password_confirmation'],
    error: 'Passwords do not match',
  },
);

export const resetPasswordInputSchema = z
  .object({
    email,
    token: z.string().check(z.minLength(1, { error: 'The reset link is incomplete' })),
    ...newPasswordShape,
  })
  .check(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const messageResponseSchema = messageSchema;

export const verifyEmailInputSchema = z.object({
  id: z.string().check(z.minLength(1)),
  hash: z.string().check(z.minLength(1)),
  expires: z.optional(z.string()),
  signature: z.optional(z.string()),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;
