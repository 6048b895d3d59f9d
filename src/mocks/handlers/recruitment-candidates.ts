import {
  candidatePageSchema,
  candidateResponseSchema,
  duplicateListSchema,
  rejectionReasonListSchema,
  stageListSchema,
} from '@/api/recruitment/candidate.schemas';
import { candidateExportQuery, candidateListQuery } from '@/api/recruitment/candidates.query';
import { CANDIDATES_CSV_NAME } from '@/api/recruitment/recruitment.api';
import { PERMISSIONS } from '@/lib/permissions';
import { candidateEntries, candidateQuery, selectCandidates } from '../db/candidate-query';
import { candidateLookups, matchesOf, toCandidate, toDuplicate } from '../db/candidate-view';
import type { CandidateRow } from '../db/recruitment-schemas';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { candidatesCsv } from '../files/candidates-csv';
import { fileResponse } from '../routing/file-response';
import { paginate } from '../routing/paginate';
import { found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';

// Recruitment's reads (planning.md §3.5, all proposed; recruitment::view): the candidates list, one
// candidate, the stages with their active counts, the rejection reasons, and the people sharing a
// contact. A hired candidate is an employee: no longer found here.

export const recruitmentOptions = { permission: PERMISSIONS.recruitmentView };

const ACTIVE_CANDIDATES_CSV_NAME = 'candidates.csv';

// The candidate named by the path (active or rejected), or 404.
export function candidateOf(db: TenantDb, idText: string | undefined): { user: MockUser; row: CandidateRow } {
  const id = idParam(idText);
  const row = found(db.candidates.findFirst((q) => q.where({ user_id: id, status: (s) => s !== 'hired' })));
  const user = found(db.users.findFirst((q) => q.where({ id })));
  return { user, row };
}

export function candidateAnswer(db: TenantDb, userId: number, status = 200): Response {
  const lookups = candidateLookups(db);
  const user = found(lookups.users.get(userId));
  const row = found(db.candidates.findFirst((q) => q.where({ user_id: userId })));
  return respond(candidateResponseSchema, { data: toCandidate(user, row, lookups) }, status);
}

// GET recruitment/candidates?status=active|rejected&stages[]&…&sort=-days_in_stage&page&per_page.
const list = tenantRoute(
  'GET',
  'recruitment/candidates',
  ({ db, url }) => {
    const read = candidateListQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const { filters, sort, perPage } = read.query;
    const lookups = candidateLookups(db);
    const rows = selectCandidates(candidateEntries(db, lookups), candidateQuery(filters, sort), lookups);
    const page = paginate(rows, url, perPage);
    return respond(candidatePageSchema, {
      data: { ...page, data: page.data.map(({ user, row }) => toCandidate(user, row, lookups)) },
    });
  },
  recruitmentOptions,
);

// GET recruitment/candidates/duplicates?email&phone&linkedin&except_id: anyone sharing one, hired and
// rejected people included, compared without case or spaces.
const duplicates = tenantRoute(
  'GET',
  'recruitment/candidates/duplicates',
  ({ db, url }) => {
    const values = validate(Object.fromEntries(url.searchParams), {
      email: [{ max: 255 }],
      phone: [{ max: 255 }],
      linkedin: [{ max: 255 }],
      except_id: ['integer'],
    });
    const lookups = candidateLookups(db);
    const matches = matchesOf(
      lookups.contacts,
      { email: values.email, phone: values.phone, linkedin: values.linkedin },
      values.except_id === '' ? null : Number(values.except_id),
    );
    const rows = new Map(db.candidates.all().map((row) => [row.user_id, row]));
    const data = [...matches]
      .sort(([a], [b]) => a - b)
      .flatMap(([id, matched]) => {
        const user = lookups.users.get(id);
        return user ? [toDuplicate(user, rows.get(id), matched, lookups)] : [];
      });
    return respond(duplicateListSchema, { data });
  },
  recruitmentOptions,
);

// GET recruitment/candidates/export?format=csv&<the list's filters and sort>: every selected row.
const exported = tenantRoute(
  'GET',
  'recruitment/candidates/export',
  ({ db, url }) => {
    const read = candidateExportQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const query = candidateQuery(read.query.filters, read.query.sort);
    const lookups = candidateLookups(db);
    const rows = selectCandidates(candidateEntries(db, lookups), query, lookups);
    const stageNames = new Map(db.recruitmentStages.all().map((stage) => [stage.key, stage.name]));
    const csv = candidatesCsv(
      rows.map(({ user, row }) => toCandidate(user, row, lookups)),
      stageNames,
    );
    const name = query.status === 'rejected' ? CANDIDATES_CSV_NAME : ACTIVE_CANDIDATES_CSV_NAME;
    return fileResponse(new TextEncoder().encode(csv), 'text/csv; charset=utf-8', name);
  },
  recruitmentOptions,
);

const show = tenantRoute(
  'GET',
  'recruitment/candidates/:id',
  ({ db, params }) => candidateAnswer(db, candidateOf(db, params.id).user.id),
  recruitmentOptions,
);

// GET recruitment/stages: the pipeline in order, each with its active candidates.
const stages = tenantRoute(
  'GET',
  'recruitment/stages',
  ({ db }) => {
    const counts = new Map<string, number>();
    for (const row of db.candidates.findMany((q) => q.where({ status: 'active' }))) {
      counts.set(row.stage, (counts.get(row.stage) ?? 0) + 1);
    }
    const data = db.recruitmentStages
      .all()
      .sort((a, b) => a.order - b.order)
      .map((stage) => ({ ...stage, count: counts.get(stage.key) ?? 0 }));
    return respond(stageListSchema, { data });
  },
  recruitmentOptions,
);

const reasons = tenantRoute(
  'GET',
  'recruitment/rejection-reasons',
  ({ db }) => {
    const data = db.rejectionReasons
      .all()
      .sort((a, b) => a.order - b.order)
      .map(({ id, name }) => ({ id, name }));
    return respond(rejectionReasonListSchema, { data });
  },
  recruitmentOptions,
);

// Fixed paths before recruitment/candidates/:id.
export const recruitmentCandidateHandlers = [list, duplicates, exported, show, stages, reasons];
