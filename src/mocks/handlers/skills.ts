import { skillListSchema } from '@/api/skills/skill.schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'skills', ({ db }) =>
  respond(skillListSchema, { data: ordered(db.skills.all()) }),
);

export const skillHandlers = [list];
