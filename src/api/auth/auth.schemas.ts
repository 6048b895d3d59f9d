import { z } from 'zod';
import { messageSchema } from '../common.schemas';
import { isValidEmail, INVALID_EMAIL_MESSAGE } from '@/lib/validation';

const email = z.string().trim().min(1, 'E-mail is required').refine(isValidEmail, INVALID_EMAIL_MESSAGE);

export const loginInputSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
export const loginResponseSchema = z.object({ token: z.string().min(1) });

export const forgotPasswordInputSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const resetPasswordInputSchema = z
  .object({
    email,
    token: z.string().min(1, 'The reset link is incomplete'),
    password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    password_confirmation: z.string().min(1, 'Please repeat the password'),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const messageResponseSchema = messageSchema;

export const verifyEmailInputSchema = z.object({
  id: z.string().min(1),
  hash: z.string().min(1),
  expires: z.string().optional(),
  signature: z.string().optional(),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;
