import { sessionScope } from '../session';

export const employeeRegistrationKeys = {
  all: () => [...sessionScope(), 'employee-registration'] as const,
  details: () => [...employeeRegistrationKeys.all(), 'detail'] as const,
  detail: (number: string) => [...employeeRegistrationKeys.details(), number] as const,
};
