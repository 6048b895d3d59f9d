import { format } from 'date-fns';
import { useMemo } from 'react';
import { useCan } from '@/api/use-can';
import { useCurrentUser } from '@/api/users/user.queries';
import type { Actor } from '@/lib/time-off-actions';
import { PERMISSIONS } from '@/lib/permissions';

// The signed-in person as the time-off rules see them (their id, whether they manage time off) and
// today's date, which decides whether approved leave has begun.
export function useTimeOffActor(): { actor: Actor; today: string } {
  const can = useCan();
  const { user } = useCurrentUser();
  const canManage = can(PERMISSIONS.timeOffManage);
  const id = user?.id ?? null;
  return useMemo(
    () => ({ actor: { id, canManage }, today: format(new Date(), 'yyyy-MM-dd') }),
    [id, canManage],
  );
}
