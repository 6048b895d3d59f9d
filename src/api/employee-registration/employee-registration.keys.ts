import { sessionScope } from '../session';

export const employeeRegistrationKeys = {
  all: () => [...sessionScope(), 'employee-registration'] as const,
  details: () => [...employeeRegistrationKeys.all(), 'detail'] as const,
  detail: (token: string) => [...employeeRegistrationKeys.details(), token] as const,
};
