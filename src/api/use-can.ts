import { useCallback } from 'react';
import { can } from './permissions';
import { useCurrentUser } from './users/user.queries';
import { useSession } from './use-session';

export function useCan(): (permission: string) => boolean {
  const { claims } = useSession();
  const { user } = useCurrentUser();
  return useCallback(
    (permission: string) => can(permission, { claims, userPermissions: user?.permissions }),
    [claims, user?.permissions],
  );
}
