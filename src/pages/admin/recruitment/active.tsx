import { ActiveRecruitmentScreen } from '@/features/recruitment/active-recruitment-page';

export default ActiveRecruitmentScreen;
