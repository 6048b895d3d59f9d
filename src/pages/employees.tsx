import { EmployeesScreen } from '@/features/employees/employees-page';

export default EmployeesScreen;
