import { useCallback } from 'react';
import type { PermissionNeed } from '@/lib/permissions';
import { can } from './permissions';
import { useCurrentUser } from './users/user.queries';
import { useSession } from './use-session';

// While impersonating, only the impersonated user's permissions count: the token is still the admin's.
export function useCan(): (permission: PermissionNeed) => boolean {
  const { claims: tokenClaims, impersonation } = useSession();
  const claims = impersonation ? null : tokenClaims;
  const { user } = useCurrentUser();
  return useCallback(
    (permission: PermissionNeed) => can(permission, { claims, userPermissions: user?.permissions }),
    [claims, user?.permissions],
  );
}
