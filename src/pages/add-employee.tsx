import { AddEmployeeScreen } from '@/features/employees/add-employee-page';

export default AddEmployeeScreen;
