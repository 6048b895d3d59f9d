import {
  CANDIDATE_SOURCES,
  DEFAULT_STAGE_NAMES,
  PIPELINE_STAGES,
  PROFILE_LOCKED_MESSAGE,
  REJECTION_REASON_REQUIRED,
  isPipelineStage,
  isProfileEditableAt,
  type PipelineStage,
} from '@/lib/recruitment-stages';
import { CURRENCIES } from '@/lib/currency';
import { toCents } from '@/lib/cents';
import { editBlockMessage } from '@/lib/employee-edit-gate';
import { PERMISSIONS } from '@/lib/permissions';
import { changeCandidate, recordEvent } from '../db/candidate-changes';
import type { CandidateRow } from '../db/recruitment-schemas';
import { existsIn } from '../db/rows';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUserByEmail, newUserRecord } from '../db/user-queries';
import { removeMedia, storeUploads, uploadedFileName } from '../files/stored-media';
import type { TenantContext } from '../routing/authorize';
import { bulkAnswer } from '../routing/bulk';
import { readIds } from '../routing/ids';
import { isUploadedFile, readBody, readBodyWithFiles, type UploadedFile } from '../routing/request-body';
import { fieldError, forbidden, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { isTruthy, numberOrNull, orNull, validate, type Rule } from '../routing/validate';
import { candidateAnswer, candidateOf, recruitmentOptions } from './recruitment-candidates';

// Recruitment's changes (planning.md §3.5, all proposed; recruitment::view): add and edit a candidate,
// move, reject and restore. The profile fields (name, e-mail, position, seniority) are the person's
// and follow SPEC §4: employee::update, and only from pre-offer. The recruitment fields always may.

export const TAKEN_EMAIL_MESSAGE = 'The email has already been taken.';
const CV_MAX_BYTES = 10 * 1024 * 1024;
const CV_EXTENSIONS = /\.(pdf|docx?)$/i;

const has = (context: TenantContext, permission: string) => context.user.permissions.includes(permission);

function candidateRules(db: TenantDb) {
  return {
    first_name: ['required', { max: 255 }],
    last_name: ['required', { max: 255 }],
    email: ['required', 'email', { max: 255 }],
    phone: [{ max: 50 }],
    linkedin: [{ max: 255 }],
    position_id: [{ exists: existsIn(() => db.positions.all()) }],
    seniority_id: [{ exists: existsIn(() => db.seniorities.all()) }],
    source: [{ in: CANDIDATE_SOURCES }],
    owner_id: [{ exists: existsIn(() => db.users.all()) }],
    expected_salary: [{ regex: /^\d{1,9}(\.\d{1,2})?$/ }],
    currency: [{ in: CURRENCIES }],
    available_from: ['date'],
  } satisfies Record<string, readonly Rule[]>;
}

type CandidateValues = Record<keyof ReturnType<typeof candidateRules>, string>;

function cvRejection(file: UploadedFile): string | null {
  const allowed = CV_EXTENSIONS.test(file.name ?? '') || file.type === 'application/pdf';
  if (!allowed) return 'The cv field must be a file of type: pdf, doc, docx.';
  if (file.size === 0) return 'The cv field must be a file.';
  if (file.size > CV_MAX_BYTES)
    return `The cv field must not be greater than ${CV_MAX_BYTES / 1024} kilobytes.`;
  return null;
}

// The form's fields and CV, validated as Laravel would; an e-mail someone else has is 422 at `email`.
async function readCandidate(context: TenantContext, exceptId: number | null) {
  const { body, filesOf } = await readBodyWithFiles(context.request);
  const values: CandidateValues = validate(body, candidateRules(context.db));
  const errors: Record<string, string[]> = {};
  const holder = findUserByEmail(context.db, values.email);
  if (holder && holder.id !== exceptId) errors.email = [TAKEN_EMAIL_MESSAGE];
  // Never a sum of two currencies: a salary says which.
  if (values.expected_salary !== '' && values.currency === '')
    errors.currency = ['The currency field is required when expected salary is present.'];
  const cv = filesOf('cv')[0] ?? (isUploadedFile(body.cv) ? body.cv : undefined);
  const refused = cv ? cvRejection(cv) : null;
  if (refused) errors.cv = [refused];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { values, cv };
}

function recruitmentFields(values: CandidateValues): Partial<CandidateRow> {
  return {
    phone: orNull(values.phone),
    linkedin: orNull(values.linkedin),
    source: orNull(values.source),
    owner_id: numberOrNull(values.owner_id),
    expected_salary_cents: values.expected_salary === '' ? null : toCents(Number(values.expected_salary)),
    currency: orNull(values.currency),
    available_from: orNull(values.available_from.slice(0, 10)),
  };
}

// The CV is the candidate's file: read with recruitment::view only (GET media/{id}).
async function storedCv(db: TenantDb, userId: number, cv: UploadedFile | undefined) {
  if (!cv) return null;
  const [mediaId] = await storeUploads(db, { kind: 'candidate', id: userId }, userId, [cv]);
  return mediaId === undefined ? null : { media_id: mediaId, cv_name: uploadedFileName(cv, 'CV') };
}

// POST recruitment/candidates (multipart): a new person at 'new', who cannot sign in. Adding a person
// needs employee::create (or employee::update).
const create = tenantRoute(
  'POST',
  'recruitment/candidates',
  async (context) => {
    const { db, user } = context;
    if (!has(context, PERMISSIONS.employeeCreate) && !has(context, PERMISSIONS.employeeUpdate))
      throw forbidden('Adding a candidate needs the employee::create permission.');
    const { values, cv } = await readCandidate(context, null);
    const id = nextId(db.users);
    const now = new Date().toISOString();
    const person: MockUser = {
      ...newUserRecord({
        id,
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        password: '',
        role: 'employee',
      }),
      permissions: [],
      active: false,
      stage: 'new',
      position_id: numberOrNull(values.position_id),
      seniority_id: numberOrNull(values.seniority_id),
      title: db.positions.findFirst((q) => q.where({ id: Number(values.position_id) }))?.name ?? null,
    };
    await db.users.create(person);
    await db.candidates.create({
      user_id: id,
      phone: null,
      linkedin: null,
      source: null,
      owner_id: user.id,
      expected_salary_cents: null,
      currency: null,
      available_from: null,
      ...recruitmentFields(values),
      stage: 'new',
      stage_changed_at: now,
      status: 'active',
      rejection: null,
      registration: { status: 'not_sent', sent_at: null, expires_at: null, link_id: null },
      cv: await storedCv(db, id, cv),
      created_at: now,
      last_activity_at: now,
    });
    await recordEvent(db, id, { from: null, to: 'new', action: 'created', by: user.id, note: null }, now);
    return candidateAnswer(db, id, 201);
  },
  recruitmentOptions,
);

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'position_id', 'seniority_id'] as const;

const profileValue = (person: MockUser, field: (typeof PROFILE_FIELDS)[number]): string => {
  const value = person[field];
  return value === null ? '' : String(value);
};

// POST recruitment/candidates/{id}?_method=PATCH (multipart). Changing a profile field needs
// employee::update and the stage pre-offer (403 with the reason); recruitment fields always.
const update = tenantRoute(
  'POST',
  'recruitment/candidates/:id',
  async (context) => {
    const { db, params } = context;
    const { user: person, row } = candidateOf(db, params.id);
    const { values, cv } = await readCandidate(context, person.id);
    const changed = PROFILE_FIELDS.filter((field) =>
      field === 'email'
        ? values.email.toLowerCase() !== person.email.toLowerCase()
        : values[field] !== profileValue(person, field),
    );
    if (changed.length > 0) {
      if (!has(context, PERMISSIONS.employeeUpdate))
        throw forbidden(editBlockMessage('permission', row.stage));
      if (row.status !== 'active' || !isProfileEditableAt(row.stage)) throw forbidden(PROFILE_LOCKED_MESSAGE);
    }
    const previousCvId = row.cv?.media_id ?? null;
    const newCv = await storedCv(db, person.id, cv);
    await changeCandidate(
      db,
      person.id,
      (draft) => {
        Object.assign(draft, recruitmentFields(values));
        if (newCv) draft.cv = newCv;
      },
      null,
      (draft) => {
        draft.first_name = values.first_name;
        draft.last_name = values.last_name;
        draft.name = `${values.first_name} ${values.last_name}`;
        draft.email = values.email;
        draft.position_id = numberOrNull(values.position_id);
        draft.seniority_id = numberOrNull(values.seniority_id);
      },
    );
    // A new CV replaces the old one: its file goes.
    if (newCv && previousCvId !== null) await removeMedia(db, [previousCvId]);
    return candidateAnswer(db, person.id);
  },
  recruitmentOptions,
);

const STAGE_RULES = { stage: ['required', { in: PIPELINE_STAGES }] } satisfies Record<
  string,
  readonly Rule[]
>;
const REJECTED_MOVE_MESSAGE = 'A rejected candidate cannot be moved: restore them first.';

// Moves the candidate (any pipeline stage, forwards or back); already there is no change.
async function moveTo(
  db: TenantDb,
  row: CandidateRow,
  stage: PipelineStage,
  by: number,
  note: string | null,
) {
  if (row.stage === stage) return;
  await changeCandidate(
    db,
    row.user_id,
    (draft) => {
      draft.stage = stage;
      draft.stage_changed_at = new Date().toISOString();
    },
    { from: row.stage, to: stage, action: 'moved', by, note },
  );
}

// PATCH recruitment/candidates/{id}/stage { stage, note }.
const move = tenantRoute(
  'PATCH',
  'recruitment/candidates/:id/stage',
  async ({ db, params, request, user }) => {
    const { row } = candidateOf(db, params.id);
    const values = validate(await readBody(request), { ...STAGE_RULES, note: [{ max: 1000 }] });
    if (row.status === 'rejected') throw fieldError('stage', REJECTED_MOVE_MESSAGE);
    await moveTo(db, row, values.stage as PipelineStage, user.id, orNull(values.note));
    return candidateAnswer(db, row.user_id);
  },
  recruitmentOptions,
);

const activeRow = (db: TenantDb, id: number) =>
  db.candidates.findFirst((q) => q.where({ user_id: id, status: (status) => status !== 'hired' }));

// PATCH recruitment/candidates/stage { ids, stage }: each that may move; the rest skipped with why.
const bulkMove = tenantRoute(
  'PATCH',
  'recruitment/candidates/stage',
  async ({ db, request, user }) => {
    const body = await readBody(request);
    const ids = readIds(body.ids);
    const stage = validate(body, STAGE_RULES).stage as PipelineStage;
    return bulkAnswer(ids, async (id) => {
      const row = activeRow(db, id);
      if (!row) return 'Not a candidate.';
      if (row.status === 'rejected') return 'Rejected: restore them first.';
      if (row.stage === stage) return `Already at ${DEFAULT_STAGE_NAMES[stage]}.`;
      await moveTo(db, row, stage, user.id, null);
      return null;
    });
  },
  recruitmentOptions,
);

// PATCH recruitment/candidates/reject { ids, reason_id, note, notify }: a reason is required.
const reject = tenantRoute(
  'PATCH',
  'recruitment/candidates/reject',
  async ({ db, request, user }) => {
    const body = await readBody(request);
    const ids = readIds(body.ids);
    if (body.reason_id === undefined || body.reason_id === null || body.reason_id === '')
      throw fieldError('reason_id', REJECTION_REASON_REQUIRED);
    const values = validate(body, {
      reason_id: [{ exists: existsIn(() => db.rejectionReasons.all()) }],
      note: [{ max: 1000 }],
      notify: ['boolean'],
    });
    const note = orNull(values.note);
    return bulkAnswer(ids, async (id) => {
      const row = activeRow(db, id);
      if (!row) return 'Not a candidate.';
      if (row.status === 'rejected') return 'Already rejected.';
      const at = new Date().toISOString();
      await changeCandidate(
        db,
        id,
        (draft) => {
          draft.status = 'rejected';
          draft.rejection = {
            reason_id: Number(values.reason_id),
            note,
            stage: row.stage,
            rejected_at: at,
            rejected_by: user.id,
          };
        },
        {
          from: row.stage,
          to: null,
          action: 'rejected',
          by: user.id,
          note,
          notified: isTruthy(values.notify),
        },
      );
      return null;
    });
  },
  recruitmentOptions,
);

const NOT_REJECTED_MESSAGE = 'Only a rejected candidate can be restored.';

// PATCH recruitment/candidates/{id}/restore { stage? }: back to the stage at rejection, or the one given.
const restore = tenantRoute(
  'PATCH',
  'recruitment/candidates/:id/restore',
  async ({ db, params, request, user }) => {
    const { row } = candidateOf(db, params.id);
    const values = validate(await readBody(request), { stage: [{ in: PIPELINE_STAGES }] });
    if (row.status !== 'rejected') throw fieldError('stage', NOT_REJECTED_MESSAGE);
    const previous = row.rejection?.stage ?? 'new';
    const stage = values.stage || (isPipelineStage(previous) ? previous : 'new');
    await changeCandidate(
      db,
      row.user_id,
      (draft) => {
        draft.status = 'active';
        draft.stage = stage;
        draft.rejection = null;
        draft.stage_changed_at = new Date().toISOString();
      },
      { from: null, to: stage, action: 'restored', by: user.id, note: null },
    );
    return candidateAnswer(db, row.user_id);
  },
  recruitmentOptions,
);

// Fixed paths (stage, reject) before {id}/… ; the update is POST {id}.
export const recruitmentChangeHandlers = [create, bulkMove, reject, update, move, restore];
