import { projectManagerListSchema } from '@/api/project-managers/project-manager.schemas';
import { respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// Derived from users: admins and sales people who can still sign in, by name.
const list = tenantRoute('GET', 'project-managers', ({ db }) => {
  const managers = db.users
    .findMany((q) => q.where({ archived: false, active: true, role: (role) => role !== 'employee' }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return respond(projectManagerListSchema, {
    data: managers.map((user) => ({ id: user.id, name: user.name, order: null })),
  });
});

export const projectManagerHandlers = [list];
