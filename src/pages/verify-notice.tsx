import { VerifyNoticeScreen } from '@/features/auth/verify-notice-page';

export default VerifyNoticeScreen;
