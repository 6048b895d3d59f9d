import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitRegistration } from './employee-registration.api';
import { employeeRegistrationKeys } from './employee-registration.keys';
import type { EmployeeRegistrationInput } from './employee-registration.schemas';

// 422 on fields goes to the form. Once it succeeds the link is used: the cached registration is
// marked stale, not refetched, so the screen can show its success message instead of a 410.
export function useSubmitRegistration(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmployeeRegistrationInput) => submitRegistration(number, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: employeeRegistrationKeys.detail(number),
        refetchType: 'none',
      }),
    meta: { errorContext: 'form' },
  });
}
