import { ForgotPasswordScreen } from '@/features/auth/forgot-password-page';

export default ForgotPasswordScreen;
