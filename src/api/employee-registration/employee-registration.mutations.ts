import { useQueryClient } from '@tanstack/react-query';
import { submitRegistration } from './employee-registration.api';
import { employeeRegistrationKeys } from './employee-registration.keys';
import type { EmployeeRegistrationInput } from './employee-registration.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// 422 on fields goes to the form. Once it succeeds the link is used: the cached registration is
// marked stale, not refetched, so the screen can show its success message instead of a 410.
export function useSubmitRegistration(
  token: string,
  options?: MutationHookOptions<Awaited<ReturnType<typeof submitRegistration>>, EmployeeRegistrationInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: EmployeeRegistrationInput) => submitRegistration(token, input),
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: employeeRegistrationKeys.detail(token),
          refetchType: 'none',
        }),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
