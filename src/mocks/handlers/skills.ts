import { skillListSchema } from '@/api/skills/skill.schemas';
import { clearUserSkills, namedStore } from './org-data-store';
import { orgDataRoutes } from './org-data';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'skills', ({ db }) =>
  respond(skillListSchema, { data: ordered(db.skills.all()) }),
);

const writes = orgDataRoutes({ list: 'skills', item: 'skills/:id', reorder: 'skills/:id/reorder' }, (db) =>
  namedStore(db, 'skills', 'skill', clearUserSkills(db)),
);

export const skillHandlers = [list, ...writes];
