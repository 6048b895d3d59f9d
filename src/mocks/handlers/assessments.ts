import { assessmentListSchema } from '@/api/assessments/assessment.schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';
import { ordered } from './ordered';

// Tried by the client before it has a token: the tenant host is enough.
const list = tokenOptionalRoute('GET', 'assessments', ({ db }) =>
  respond(assessmentListSchema, { data: ordered(db.assessments.all()) }),
);

export const assessmentHandlers = [list];
