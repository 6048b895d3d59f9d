import { ResetPasswordScreen } from '@/features/auth/reset-password-page';

export default ResetPasswordScreen;
