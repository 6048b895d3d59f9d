import { LoginScreen } from '@/features/auth/login-page';

export default LoginScreen;
