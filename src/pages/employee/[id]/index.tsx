import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';

// /employee/{id}: the profile's overview (the page turns the address into /employee/{id}/overview).
export default EmployeeProfileScreen;
