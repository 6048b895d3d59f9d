import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';

export default EmployeeProfileScreen;
