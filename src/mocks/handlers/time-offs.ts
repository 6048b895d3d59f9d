import { HttpResponse } from 'msw';
import {
  EXCLUSIONS,
  timeOffCountsSchema,
  timeOffPageSchema,
  timeOffPreviewSchema,
  timeOffResponseSchema,
} from '@/api/time-offs/time-off.schemas';
import {
  timeOffListQuery,
  type TimeOffListQueryFilters,
  type TimeOffSortKey,
} from '@/api/time-offs/time-off-list.query';
import type { ListSortOf } from '@/api/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';
import type { TimeOffHistoryRow, TimeOffRow } from '../db/time-off-schemas';
import { daysOf, timeOffLookup, toTimeOff, waitingFor, type TimeOffLookup } from '../db/time-off-view';
import { nextId, type TenantDb } from '../db/tenant-db';
import { removeMedia, storeUploads, uploadedFileName } from '../files/stored-media';
import type { TenantContext } from '../routing/authorize';
import { bulkAnswer } from '../routing/bulk';
import { readIds } from '../routing/ids';
import { paginate } from '../routing/paginate';
import { readBody, readBodyWithFiles } from '../routing/request-body';
import { forbidden, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { timeOffBalanceHandlers } from './time-off-balances';
import { timeOffCalendarHandlers } from './time-off-calendar';
import {
  checkAttachment,
  checkRequest,
  isReviewer,
  mayChange,
  mayManage,
  maySee,
  previewOf,
  reviewersFor,
} from './time-off-requests';

// Time off (issue 12, every call proposed): the requests, their two-step approval, withdrawal, the
// billing exclusion and the live preview. Who approves: src/mocks/db/time-off-approvers.ts.

const now = () => new Date().toISOString();

const findRow = (db: TenantDb, id: number): TimeOffRow =>
  found(db.timeOffs.findFirst((q) => q.where({ id, withdrawn_at: null })));

async function save(db: TenantDb, id: number, change: (draft: TimeOffRow) => void) {
  await db.timeOffs.update((q) => q.where({ id }), { data: change });
}

const answer = (lookup: TimeOffLookup, id: number, status = 200) =>
  respond(timeOffResponseSchema, { data: toTimeOff(lookup, findRow(lookup.db, id)) }, status);

const historyEntry = (
  by: number,
  action: TimeOffHistoryRow['action'],
  comment: string | null = null,
): TimeOffHistoryRow => ({
  at: now(),
  by,
  action,
  comment,
});

// project_manager_ids[]: requests of people booked, on any of the request's days, on a project one of
// those managers runs (whose leave touches their projects); null when the filter is not set.
function bookingsUnder(db: TenantDb, managerIds: readonly number[]) {
  if (managerIds.length === 0) return null;
  const managed = new Set(
    db.projects
      .all()
      .filter((project) => managerIds.includes(project.project_manager_id ?? -1))
      .map((project) => project.id),
  );
  const terms = db.terms.all().filter((term) => managed.has(term.internal_project_id));
  return (row: TimeOffRow) =>
    terms.some(
      (term) =>
        term.user_id === row.user_id && term.start_date <= row.end_date && term.end_date >= row.start_date,
    );
}

// The list's filters, as GET time-offs reads them (timeOffListQuery).
function listed(lookup: TimeOffLookup, user: MockUser, filters: TimeOffListQueryFilters): TimeOffRow[] {
  const { statuses = [], types = [], user_ids: userIds = [], department_ids: departmentIds = [] } = filters;
  const bookedBy = bookingsUnder(lookup.db, filters.project_manager_ids ?? []);
  const { from, to, awaiting_me: awaitingMe } = filters;
  const search = (filters.search ?? '').trim().toLowerCase();
  return lookup.db.timeOffs.all().filter((row) => {
    if (row.withdrawn_at !== null || !maySee(row, user)) return false;
    if (statuses.length > 0 && !statuses.includes(row.status)) return false;
    if (types.length > 0 && !types.includes(row.type)) return false;
    if (userIds.length > 0 && !userIds.includes(row.user_id)) return false;
    const person = lookup.users.get(row.user_id);
    if (departmentIds.length > 0 && !departmentIds.includes(person?.department_id ?? -1)) return false;
    if (bookedBy && !bookedBy(row)) return false;
    if (from && row.end_date < from) return false;
    if (to && row.start_date > to) return false;
    if (awaitingMe && waitingFor(row) !== user.id) return false;
    if (search && !(person?.name ?? '').toLowerCase().includes(search)) return false;
    return true;
  });
}

// Newest start first unless the request sorts otherwise.
const DEFAULT_SORT: ListSortOf<TimeOffSortKey> = { id: 'start_date', desc: true };

function sorted(
  lookup: TimeOffLookup,
  rows: TimeOffRow[],
  { id: column, desc }: ListSortOf<TimeOffSortKey>,
): TimeOffRow[] {
  const name = (row: TimeOffRow) => lookup.users.get(row.user_id)?.name ?? '';
  const key: (row: TimeOffRow) => string | number =
    column === 'user'
      ? name
      : column === 'type'
        ? (row) => row.type
        : column === 'status'
          ? (row) => row.status
          : column === 'working_days'
            ? (row) => daysOf(lookup, row).working_days
            : (row) => row.start_date;
  const direction = desc ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => (a.key < b.key ? -direction : a.key > b.key ? direction : b.row.id - a.row.id));
  return keyed.map(({ row }) => row);
}

const list = tenantRoute('GET', 'time-offs', ({ db, url, user }) => {
  const read = timeOffListQuery.read(url);
  if (!read.ok) throw validationFailed(read.errors);
  const { filters, sort, perPage } = read.query;
  const lookup = timeOffLookup(db);
  const rows = sorted(lookup, listed(lookup, user, filters), sort ?? DEFAULT_SORT);
  const page = paginate(rows, url, perPage);
  return respond(timeOffPageSchema, {
    data: { ...page, data: page.data.map((row) => toTimeOff(lookup, row)) },
  });
});

const counts = tenantRoute('GET', 'time-offs/counts', ({ db, user }) => {
  const pending = db.timeOffs
    .findMany((q) => q.where({ status: 'pending', withdrawn_at: null }))
    .filter((row) => maySee(row, user));
  return respond(timeOffCountsSchema, {
    data: {
      awaiting_me: pending.filter((row) => waitingFor(row) === user.id).length,
      pending: pending.length,
    },
  });
});

const show = tenantRoute('GET', 'time-offs/:id', ({ db, params, user }) => {
  const row = findRow(db, idParam(params.id));
  if (!maySee(row, user)) throw forbidden();
  return respond(timeOffResponseSchema, { data: toTimeOff(timeOffLookup(db), row) });
});

// The request's attachment (a sick note), stored as the request's file: only who may see the request
// reads it (GET media/{id}).
async function attachmentOf(
  db: TenantDb,
  timeOffId: number,
  userId: number,
  file: Parameters<typeof checkAttachment>[0],
) {
  if (!file) return undefined;
  const [id] = await storeUploads(db, { kind: 'time-off', id: timeOffId }, userId, [file]);
  return id === undefined
    ? undefined
    : { id, name: uploadedFileName(file, 'attachment'), url: `media/${id}` };
}

const create = tenantRoute('POST', 'time-offs', async ({ db, request, user }) => {
  const { body, filesOf } = await readBodyWithFiles(request);
  const lookup = timeOffLookup(db);
  const checked = checkRequest(lookup, user, body);
  const file = filesOf('attachment')[0];
  checkAttachment(file);
  const id = nextId(db.timeOffs);
  const reviewers = reviewersFor(lookup, checked.user);
  await db.timeOffs.create({
    id,
    user_id: checked.user.id,
    type: checked.type,
    status: 'pending',
    start_date: checked.start_date,
    end_date: checked.end_date,
    partial_days: checked.partial_days,
    note: checked.note,
    attachment: (await attachmentOf(db, id, checked.user.id, file)) ?? null,
    // Vacation is billed by default; other absences are not.
    exclusion: checked.type === 'vacation' ? 'no' : 'fully',
    excluded_days: 0,
    approvals: reviewers.map((reviewer, index) => ({
      step: index + 1,
      reviewer_id: reviewer,
      decision: null,
      comment: null,
      decided_at: null,
      decided_by: null,
    })),
    history: [historyEntry(user.id, 'requested')],
    created_by: user.id,
    created_at: now(),
    withdrawn_at: null,
  });
  return answer(timeOffLookup(db), id, 201);
});

const decidedMessage = (row: TimeOffRow) => `This request is already ${row.status}.`;

const update = tenantRoute('POST', 'time-offs/:id', async ({ db, params, request, url, user }) => {
  if ((url.searchParams.get('_method') ?? '').toUpperCase() !== 'PATCH')
    throw validationFailed({ _method: ['Send _method=PATCH.'] });
  const row = findRow(db, idParam(params.id));
  if (!mayChange(row, user)) throw forbidden();
  if (row.status !== 'pending') throw validationFailed({ status: [decidedMessage(row)] });
  const { body, filesOf } = await readBodyWithFiles(request);
  const lookup = timeOffLookup(db);
  const checked = checkRequest(lookup, user, { ...body, user_id: row.user_id }, row);
  const file = filesOf('attachment')[0];
  checkAttachment(file);
  const previousAttachmentId = row.attachment?.id ?? null;
  const attachment = await attachmentOf(db, row.id, row.user_id, file);
  await save(db, row.id, (draft) => {
    draft.type = checked.type;
    draft.start_date = checked.start_date;
    draft.end_date = checked.end_date;
    draft.partial_days = checked.partial_days;
    draft.note = checked.note;
    if (attachment) draft.attachment = attachment;
    // Changed dates are reviewed afresh, from step 1.
    draft.approvals = draft.approvals.map((approval) => ({
      ...approval,
      decision: null,
      comment: null,
      decided_at: null,
      decided_by: null,
    }));
    draft.history = [...draft.history, historyEntry(user.id, 'edited')];
  });
  // A new attachment replaces the old one: its file goes.
  if (attachment && previousAttachmentId !== null) await removeMedia(db, [previousAttachmentId]);
  return answer(timeOffLookup(db), row.id);
});

// Why the user may not decide the request now: it is decided already, or its current step is someone
// else's (only its reviewer, or a manager on their behalf); null when they may.
function decisionRefusal(row: TimeOffRow, user: MockUser): 'decided' | 'not your step' | null {
  if (row.status !== 'pending') return 'decided';
  const step = row.approvals.find((approval) => approval.decision === null);
  if (!step) return 'decided';
  return step.reviewer_id !== user.id && !mayManage(user) ? 'not your step' : null;
}

// The current step decided by its reviewer, or by a manager on their behalf. null when done; the
// reason otherwise (for bulk answers; a single call turns it into 403 or 422).
async function decide(
  db: TenantDb,
  row: TimeOffRow,
  user: MockUser,
  decision: 'approved' | 'rejected',
  comment: string | null,
): Promise<'decided' | 'not your step' | null> {
  const refusal = decisionRefusal(row, user);
  if (refusal !== null) return refusal;
  const step = row.approvals.find((approval) => approval.decision === null)!;
  const at = now();
  const last = row.approvals.at(-1)?.step === step.step;
  await save(db, row.id, (draft) => {
    draft.approvals = draft.approvals.map((approval) =>
      approval.step === step.step
        ? { ...approval, decision, comment, decided_at: at, decided_by: user.id }
        : approval,
    );
    if (decision === 'rejected') draft.status = 'rejected';
    else if (last) draft.status = 'approved';
    draft.history = [...draft.history, historyEntry(user.id, decision, comment)];
  });
  return null;
}

const commentOf = (body: Record<string, unknown>) =>
  typeof body.comment === 'string' && body.comment.trim() !== '' ? body.comment.trim() : null;

const REJECT_COMMENT_MESSAGE = 'Say why the request is rejected.';

// Authorisation before validation (issue 30): one who may not review the request (a colleague, its
// owner, a reviewer of another step while this one waits) gets 403 whatever the body; only its
// reviewers and managers are told what is wrong with the body, or that it is decided already.
const changeStatus = tenantRoute('PATCH', 'time-offs/:id/status', async ({ db, params, request, user }) => {
  const row = findRow(db, idParam(params.id));
  const mayReview = mayManage(user) || isReviewer(row, user);
  if (!mayReview || decisionRefusal(row, user) === 'not your step') throw forbidden();
  const body = await readBody(request);
  const status = body.status;
  if (status !== 'approved' && status !== 'rejected')
    throw validationFailed({ status: ['The selected status is invalid.'] });
  const comment = commentOf(body);
  if (status === 'rejected' && comment === null)
    throw validationFailed({ comment: [REJECT_COMMENT_MESSAGE] });
  const refusal = await decide(db, row, user, status, comment);
  if (refusal === 'not your step') throw forbidden();
  if (refusal === 'decided') throw validationFailed({ status: [decidedMessage(row)] });
  return answer(timeOffLookup(db), row.id);
});

const SKIP_REASONS = { decided: 'already decided', 'not your step': 'not your step' } as const;

function bulkDecision(decision: 'approved' | 'rejected') {
  return async ({ db, request, user }: TenantContext) => {
    const body = await readBody(request);
    const ids = readIds(body.ids);
    const comment = commentOf(body);
    if (decision === 'rejected' && comment === null)
      throw validationFailed({ comment: [REJECT_COMMENT_MESSAGE] });
    return bulkAnswer(ids, async (id) => {
      const row = db.timeOffs.findFirst((q) => q.where({ id, withdrawn_at: null }));
      if (!row || !maySee(row, user)) return 'not found';
      const refusal = await decide(db, row, user, decision, comment);
      return refusal === null ? null : SKIP_REASONS[refusal];
    });
  };
}

const approveMany = tenantRoute('PATCH', 'time-offs/approve', bulkDecision('approved'));
const rejectMany = tenantRoute('PATCH', 'time-offs/reject', bulkDecision('rejected'));

const changeExclusion = tenantRoute(
  'PATCH',
  'time-offs/:id/exclusion',
  async ({ db, params, request, user }) => {
    const row = findRow(db, idParam(params.id));
    const body = await readBody(request);
    const exclusion = body.exclusion;
    if (typeof exclusion !== 'string' || !(EXCLUSIONS as readonly string[]).includes(exclusion))
      throw validationFailed({ exclusion: ['The selected exclusion is invalid.'] });
    const lookup = timeOffLookup(db);
    const workingDays = daysOf(lookup, row).working_days;
    const days = exclusion === 'partially' ? Number(body.excluded_days) : 0;
    if (
      exclusion === 'partially' &&
      (!Number.isFinite(days) || days <= 0 || days > workingDays || Math.round(days * 10) !== days * 10)
    )
      throw validationFailed({ excluded_days: [`Between 0.1 and ${workingDays} days.`] });
    await save(db, row.id, (draft) => {
      draft.exclusion = exclusion as TimeOffRow['exclusion'];
      draft.excluded_days = days;
      draft.history = [...draft.history, historyEntry(user.id, 'exclusion_changed', exclusion)];
    });
    return answer(timeOffLookup(db), row.id);
  },
  { permission: PERMISSIONS.timeOffManage },
);

// Withdraw: one's own pending request; a manager also an approved one that has not started. The
// request is gone from every list, and its attachment is deleted with it.
const withdraw = tenantRoute('DELETE', 'time-offs/:id', async ({ db, params, user }) => {
  const row = findRow(db, idParam(params.id));
  const manager = mayManage(user);
  if (!mayChange(row, user)) throw forbidden();
  const today = timeOffLookup(db).today;
  const allowed =
    row.status === 'pending' || (manager && row.status === 'approved' && row.start_date > today);
  if (!allowed) {
    const message =
      row.status === 'approved'
        ? manager
          ? 'An approved request that has started cannot be withdrawn.'
          : 'Ask a manager to withdraw an approved request.'
        : decidedMessage(row);
    throw validationFailed({ status: [message] });
  }
  await save(db, row.id, (draft) => {
    draft.withdrawn_at = now();
    draft.history = [...draft.history, historyEntry(user.id, 'withdrawn')];
  });
  if (row.attachment) await removeMedia(db, [row.attachment.id]);
  return new HttpResponse(null, { status: 204 });
});

const preview = tenantRoute('POST', 'time-offs/preview', async ({ db, request, user }) => {
  const body = await readBody(request);
  const lookup = timeOffLookup(db);
  const editingId = Number(body.id);
  const editing = Number.isInteger(editingId) && editingId > 0 ? findRow(db, editingId) : null;
  if (editing && !maySee(editing, user)) throw forbidden();
  const checked = checkRequest(lookup, user, editing ? { ...body, user_id: editing.user_id } : body, editing);
  return respond(timeOffPreviewSchema, { data: previewOf(lookup, checked, editing?.id ?? null, user) });
});

export const timeOffHandlers = [
  list,
  counts,
  show,
  create,
  update,
  changeStatus,
  approveMany,
  rejectMany,
  changeExclusion,
  withdraw,
  preview,
  ...timeOffBalanceHandlers,
  ...timeOffCalendarHandlers,
];
