import { EmployeeRegistrationScreen } from '@/features/employee-registration/employee-registration-page';

export default EmployeeRegistrationScreen;
