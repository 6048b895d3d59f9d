import {
  candidateNoteListSchema,
  candidateNoteResponseSchema,
  rejectionInsightsSchema,
  stageHistorySchema,
} from '@/api/recruitment/candidate.schemas';
import { rejectionInsightsQuery } from '@/api/recruitment/rejection-insights.query';
import { candidateLookups, personRef } from '../db/candidate-view';
import type { CandidateNoteRow } from '../db/recruitment-schemas';
import { nextId } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { candidateOf, recruitmentOptions } from './recruitment-candidates';

// A candidate's history and notes, and where the pipeline leaks (planning.md §3.5, proposed;
// recruitment::view).

const RATING_MESSAGE = 'The rating field must be between 1 and 5.';

// GET recruitment/candidates/{id}/history: oldest first.
const history = tenantRoute(
  'GET',
  'recruitment/candidates/:id/history',
  ({ db, params }) => {
    const { user } = candidateOf(db, params.id);
    const lookups = candidateLookups(db);
    const data = db.candidateEvents
      .findMany((q) => q.where({ user_id: user.id }))
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id))
      .map(({ user_id: _owner, by, ...event }) => ({ ...event, by: personRef(lookups, by) }));
    return respond(stageHistorySchema, { data });
  },
  recruitmentOptions,
);

const toNote = (row: CandidateNoteRow, lookups: ReturnType<typeof candidateLookups>) => ({
  id: row.id,
  body: row.body,
  rating: row.rating,
  author: personRef(lookups, row.author_id),
  created_at: row.created_at,
});

// GET recruitment/candidates/{id}/notes: newest first.
const notes = tenantRoute(
  'GET',
  'recruitment/candidates/:id/notes',
  ({ db, params }) => {
    const { user } = candidateOf(db, params.id);
    const lookups = candidateLookups(db);
    const data = db.candidateNotes
      .findMany((q) => q.where({ user_id: user.id }))
      .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
      .map((row) => toNote(row, lookups));
    return respond(candidateNoteListSchema, { data });
  },
  recruitmentOptions,
);

// POST recruitment/candidates/{id}/notes { body, rating: 1–5 | null }: 201.
const addNote = tenantRoute(
  'POST',
  'recruitment/candidates/:id/notes',
  async ({ db, params, request, user }) => {
    const { user: person } = candidateOf(db, params.id);
    const values = validate(await readBody(request), {
      body: ['required', { max: 5000 }],
      rating: ['integer'],
    });
    const rating = values.rating === '' ? null : Number(values.rating);
    if (rating !== null && (rating < 1 || rating > 5)) throw validationFailed({ rating: [RATING_MESSAGE] });
    const now = new Date().toISOString();
    const row = await db.candidateNotes.create({
      id: nextId(db.candidateNotes),
      user_id: person.id,
      body: values.body,
      rating,
      author_id: user.id,
      created_at: now,
    });
    await db.candidates.update((q) => q.where({ user_id: person.id }), {
      data(draft) {
        draft.last_activity_at = now;
      },
    });
    return respond(candidateNoteResponseSchema, { data: toNote(row, candidateLookups(db)) }, 201);
  },
  recruitmentOptions,
);

// GET recruitment/insights?from&to: the rejections in the period, by reason and by the stage they
// were rejected at (every reason and stage, zero included, in their order).
const insights = tenantRoute(
  'GET',
  'recruitment/insights',
  ({ db, url }) => {
    const read = rejectionInsightsQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const { from = '', to = '' } = read.query.filters;
    const rejections = db.candidates.all().flatMap((row) => {
      const day = row.rejection?.rejected_at.slice(0, 10);
      if (!row.rejection || row.status !== 'rejected' || !day) return [];
      return (!from || day >= from) && (!to || day <= to) ? [row.rejection] : [];
    });
    const countOf = (match: (rejection: (typeof rejections)[number]) => boolean) =>
      rejections.filter(match).length;
    const byReason = db.rejectionReasons
      .all()
      .sort((a, b) => a.order - b.order)
      .map(({ id, name }) => ({ reason: { id, name }, count: countOf((r) => r.reason_id === id) }));
    const byStage = db.recruitmentStages
      .all()
      .sort((a, b) => a.order - b.order)
      .map(({ key, name }) => ({ stage: key, name, count: countOf((r) => r.stage === key) }));
    return respond(rejectionInsightsSchema, {
      data: { total: rejections.length, by_reason: byReason, by_stage: byStage },
    });
  },
  recruitmentOptions,
);

export const recruitmentNoteHandlers = [history, notes, addNote, insights];
