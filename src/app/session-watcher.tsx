import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { refreshSession, wasChangedElsewhere } from '@/api/session';
import { useSession } from '@/api/use-session';
import { useCurrentUser } from '@/api/users/user.queries';
import { setMonitoringUser } from './monitoring';

const NO_SCOPE = '||';

export const SESSION_CHANGED_ELSEWHERE_MESSAGE =
  'You signed in differently in another tab. This page now shows that session.';

// The longest wait setTimeout takes (about 24.8 days); a later expiry is checked again then.
const MAX_TIMER_MS = 2 ** 31 - 1;

// Keeps the cache and monitoring in step with who is signed in: a new tenant or a new impersonated user
// starts from an empty cache; another tab's log in, switch or log out is noticed on return, and the
// screen starts again under the new session with a notice; the session's end is noticed when it comes.
export function SessionWatcher({ children }: { children?: ReactNode }) {
  const queryClient = useQueryClient();
  const { claims, impersonation } = useSession();
  const { user } = useCurrentUser();
  const scope = `${claims?.tenant ?? ''}|${claims?.sub ?? ''}|${impersonation?.userId ?? ''}`;
  const previousScope = useRef(scope);
  // Bumped to remount the screen when the session changed in another tab.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (previousScope.current === scope) return;
    const left = previousScope.current;
    previousScope.current = scope;
    // Arriving from no session (hydration reads the cookies one render late; a log in) leaves nobody's
    // data behind, and clearing then would drop the current user's request already on its way, so the
    // screen would send it again.
    if (left !== NO_SCOPE) queryClient.clear();
    // Leaving a session for another one made in another tab: what is on screen (a form half filled
    // for the old tenant or person) must not be saved into the new one.
    if (left !== NO_SCOPE && scope !== NO_SCOPE && wasChangedElsewhere()) {
      setGeneration((count) => count + 1);
      enqueueSnackbar(SESSION_CHANGED_ELSEWHERE_MESSAGE, { variant: 'info', preventDuplicate: true });
    }
  }, [scope, queryClient]);

  // The token's end, noticed when it comes rather than at the next click.
  const expiresAt = claims?.exp ? claims.exp * 1000 : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(
      () => refreshSession(),
      Math.min(Math.max(expiresAt - Date.now(), 0) + 50, MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

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

  return <Fragment key={generation}>{children}</Fragment>;
}
