// Who may do what to a time-off request, as the server decides it (time-off contract): the named
// reviewer decides their step, a manager (time-off::manage) any current step; the person (or whoever
// made it) edits or withdraws it while pending; a manager also withdraws approved leave not yet begun.
// The client only offers what would be accepted; the server has the last word.

export type RequestFacts = {
  id: number;
  status: string;
  start_date: string;
  user: { id: number };
  created_by: { id: number };
  waiting_for: { id: number } | null;
};

export type Actor = { id: number | null; canManage: boolean };

export type TimeOffAction = 'approve' | 'reject' | 'edit' | 'withdraw' | 'exclusion';

const isOwn = (request: RequestFacts, actor: Actor) =>
  actor.id !== null && (request.user.id === actor.id || request.created_by.id === actor.id);

// Why an action is not offered for a request, or null when it is. `today` is yyyy-MM-dd.
export function refusalOf(
  action: TimeOffAction,
  request: RequestFacts,
  actor: Actor,
  today: string,
): string | null {
  const pending = request.status === 'pending';
  switch (action) {
    case 'approve':
    case 'reject':
      if (!pending) return 'already decided';
      if (actor.canManage || (actor.id !== null && request.waiting_for?.id === actor.id)) return null;
      return 'not waiting for you';
    case 'edit':
      if (!pending) return 'already decided';
      return actor.canManage || isOwn(request, actor) ? null : 'not yours';
    case 'withdraw':
      if (pending) return actor.canManage || isOwn(request, actor) ? null : 'not yours';
      if (request.status === 'approved' && actor.canManage && request.start_date > today) return null;
      return request.status === 'approved' ? 'already begun or not yours' : 'already decided';
    case 'exclusion':
      return actor.canManage ? null : 'needs time-off management';
  }
}

export const mayDo = (action: TimeOffAction, request: RequestFacts, actor: Actor, today: string): boolean =>
  refusalOf(action, request, actor, today) === null;

// Of the selected ids, those a bulk approve or reject would act on, and the rest with the reason; ids
// of rows never loaded (another page) go to the server, which says itself.
export function bulkDecisionOf(
  ids: readonly number[],
  known: ReadonlyMap<number, RequestFacts>,
  actor: Actor,
  today: string,
): { eligible: number[]; skipped: { id: number; reason: string }[] } {
  const eligible: number[] = [];
  const skipped: { id: number; reason: string }[] = [];
  for (const id of ids) {
    const request = known.get(id);
    const reason = request ? refusalOf('approve', request, actor, today) : null;
    if (reason === null) eligible.push(id);
    else skipped.push({ id, reason });
  }
  return { eligible, skipped };
}
