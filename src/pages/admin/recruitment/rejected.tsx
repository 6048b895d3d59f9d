import { RejectedRecruitmentScreen } from '@/features/recruitment/rejected-recruitment-page';

export default RejectedRecruitmentScreen;
