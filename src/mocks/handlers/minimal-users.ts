import { minimalUserListSchema, type MinimalUser } from '@/api/minimal-users/minimal-user.schemas';
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

// Archived users only with with_archived=1.
const list = tenantRoute('GET', 'minimal-users', ({ db, url }) => {
  const withArchived = url.searchParams.get('with_archived') === '1';
  const users = withArchived ? db.users.all() : db.users.findMany((q) => q.where({ archived: false }));
  return respond(minimalUserListSchema, { data: users.map(toMinimalUser) });
});

export const minimalUserHandlers = [list];
