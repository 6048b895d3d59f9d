import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRegistration } from './employee-registration.api';
import { employeeRegistrationKeys } from './employee-registration.keys';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { Registration } from './employee-registration.schemas';

// The screen shows why a link does not work (404 unknown, 410 used or expired, 429 too many tries)
// itself: 'explained' keeps the error policy from navigating to /404 or toasting; server faults are
// still reported.
export const registrationQuery = (token: string) =>
  queryOptions({
    queryKey: employeeRegistrationKeys.detail(token),
    queryFn: () => fetchRegistration(token),
    retry: false,
    meta: { errorContext: 'explained' },
  });

export function useRegistration(token: string | null, options?: QueryHookOptions<Registration>) {
  return useQuery(withQueryOptions(registrationQuery(token ?? ''), options, token !== null && token !== ''));
}
