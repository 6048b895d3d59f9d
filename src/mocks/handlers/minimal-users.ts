import { minimalUserListSchema, type MinimalUser } from '@/api/minimal-users/minimal-user.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { isCandidateStage } from '@/lib/recruitment-stages';
import type { MockUser } from '../db/schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const toMinimalUser = (user: MockUser): MinimalUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  avatar: user.avatar,
  active: user.active,
  position_id: user.position_id,
  seniority_id: user.seniority_id,
});

// Archived users only with with_archived=1; candidates (a pipeline stage or rejected) only with
// with_candidates=1 (proposed): owners, managers and approvers are staff. with_candidates=1 is ignored
// without recruitment::view: candidates are recruitment data (issue 30, M3).
const list = tenantRoute('GET', 'minimal-users', ({ db, url, user }) => {
  const withArchived = url.searchParams.get('with_archived') === '1';
  const withCandidates =
    url.searchParams.get('with_candidates') === '1' && user.permissions.includes(PERMISSIONS.recruitmentView);
  const users = db.users.findMany((q) =>
    q.where({
      archived: (archived) => withArchived || !archived,
      stage: (stage) => withCandidates || !isCandidateStage(stage),
    }),
  );
  return respond(minimalUserListSchema, { data: users.map(toMinimalUser) });
});

export const minimalUserHandlers = [list];
