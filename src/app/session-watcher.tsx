import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshSession } from '@/api/session';
import { useSession } from '@/api/use-session';
import { useCurrentUser } from '@/api/users/user.queries';
import { setMonitoringUser } from './monitoring';

const NO_SCOPE = '||';

// Keeps the cache and monitoring in step with who is signed in: a new tenant or a new impersonated user
// starts from an empty cache, and another tab's log out is noticed on return.
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const { claims, impersonation } = useSession();
  const { user } = useCurrentUser();
  const scope = `${claims?.tenant ?? ''}|${claims?.sub ?? ''}|${impersonation?.userId ?? ''}`;
  const previousScope = useRef(scope);

  useEffect(() => {
    if (previousScope.current === scope) return;
    const left = previousScope.current;
    previousScope.current = scope;
    // Arriving from no session (hydration reads the cookies one render late; a log in) leaves nobody's
    // data behind, and clearing then would drop the current user's request already on its way, so the
    // screen would send it again.
    if (left !== NO_SCOPE) queryClient.clear();
  }, [scope, queryClient]);

  useEffect(() => {
    void setMonitoringUser(user ? { id: user.id, email: user.email, name: user.name } : null);
  }, [user]);

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') refreshSession();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, []);

  return null;
}
