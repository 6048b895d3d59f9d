import { VerificationScreen } from '@/features/auth/verification-page';

export default VerificationScreen;
