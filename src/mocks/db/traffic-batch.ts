import { format } from 'date-fns';
import { toCents } from '@/lib/cents';
import { cardRateFor } from '@/lib/term-rate';
import { MockHttpError, validationFailed } from '../routing/responses';
import { mockDbConfig } from './mock-db';
import type { ProjectRow, TermRow } from './project-schemas';
import { checkedPlan, invoicesOf, type Plan } from './term-plan';
import { nextId, type TenantDb } from './tenant-db';

// PATCH traffic/allocations (planning.md §2.5, proposed): creates, changes and deletes of terms, every
// part checked with the terms calls' own rules before anything is stored, so a batch is applied whole
// or not at all. 422 keys name the part: `creates.0.hours_per_day`, `changes.1.end_date`, `deletes.2`.

type Errors = Record<string, string[]>;

export type CheckedBatch = {
  creates: (Plan & { internal_project_id: number })[];
  changes: { term: TermRow; plan: Plan }[];
  deletes: TermRow[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

// The checked plan, or the term rules' 422 messages under `prefix`.
function planOrErrors(errors: Errors, prefix: string, check: () => Plan): Plan | null {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof MockHttpError) || error.status !== 422) throw error;
    for (const [field, messages] of Object.entries(error.body.errors ?? {}))
      (errors[`${prefix}.${field}`] ??= []).push(...messages);
    return null;
  }
}

const listOf = (body: Record<string, unknown>, key: string, errors: Errors): unknown[] => {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value;
  errors[key] = [`The ${key} field must be an array.`];
  return [];
};

const notFoundMessage = (id: unknown) => `No allocation ${String(id)} was found.`;

const invoiceCount = (count: number) => (count === 1 ? '1 invoice refers' : `${count} invoices refer`);

// A new term's rate when none is sent: the rate card's for the person's position and seniority in the
// project's currency on its start, else the person's latest term on the project; null without either.
function defaultRateCents(
  db: TenantDb,
  project: ProjectRow,
  userId: number,
  startDate: string,
): number | null {
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  if (!user) return null;
  const cells = db.rateCards.all().map((cell) => ({ ...cell, hourly_rate_cents: toCents(cell.hourly_rate) }));
  const card = cardRateFor(
    cells,
    { position_id: user.position_id, seniority_id: user.seniority_id },
    project.currency,
    startDate,
  );
  if (card) return card.cents;
  const latest = db.terms
    .findMany((q) => q.where({ internal_project_id: project.id, user_id: userId }))
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id)[0];
  return latest?.rate_cents ?? null;
}

// The days an invoice has billed of the term: its plan must keep covering them.
function invoicedSpan(db: TenantDb, term: TermRow): { first: string; last: string; count: number } | null {
  const invoices = invoicesOf(db, term);
  if (invoices.length === 0) return null;
  const first = invoices.reduce(
    (min, invoice) => (invoice.period_from < min ? invoice.period_from : min),
    '9999',
  );
  const last = invoices.reduce((max, invoice) => (invoice.period_to > max ? invoice.period_to : max), '0000');
  return {
    first: first < term.start_date ? term.start_date : first,
    last: last > term.end_date ? term.end_date : last,
    count: invoices.length,
  };
}

function checkCreate(
  db: TenantDb,
  raw: unknown,
  prefix: string,
  errors: Errors,
): CheckedBatch['creates'][number] | null {
  if (!isRecord(raw)) {
    errors[prefix] = [`The ${prefix} field must be an object.`];
    return null;
  }
  const projectId = Number(raw.internal_project_id);
  const project = Number.isInteger(projectId)
    ? db.projects.findFirst((q) => q.where({ id: projectId }))
    : undefined;
  if (!project) {
    errors[`${prefix}.internal_project_id`] = [
      isBlank(raw.internal_project_id)
        ? 'The internal project id field is required.'
        : 'The selected internal project id is invalid.',
    ];
    return null;
  }
  const body = { ...raw };
  if (isBlank(body.hourly_rate)) {
    const userId = Number(body.user_id);
    const start = typeof body.start_date === 'string' ? body.start_date.slice(0, 10) : '';
    const cents = Number.isInteger(userId) ? defaultRateCents(db, project, userId, start) : null;
    if (cents !== null) body.hourly_rate = cents / 100;
    else if (Number.isInteger(userId) && db.users.findFirst((q) => q.where({ id: userId }))) {
      errors[`${prefix}.hourly_rate`] = [
        'The hourly rate field is required: the rate card has no rate for this person and they have no earlier term on the project.',
      ];
      return null;
    }
  }
  const plan = planOrErrors(errors, prefix, () => checkedPlan(db, project, body, null));
  // Left out on purpose, the rate follows the person: only their error says what to fix.
  if (errors[`${prefix}.user_id`] && isBlank(raw.hourly_rate)) delete errors[`${prefix}.hourly_rate`];
  return plan ? { ...plan, internal_project_id: project.id } : null;
}

function checkChange(
  db: TenantDb,
  raw: unknown,
  prefix: string,
  errors: Errors,
  seen: Set<number>,
  deleted: ReadonlySet<number>,
): CheckedBatch['changes'][number] | null {
  if (!isRecord(raw)) {
    errors[prefix] = [`The ${prefix} field must be an object.`];
    return null;
  }
  const id = Number(raw.id);
  const term = Number.isInteger(id) ? db.terms.findFirst((q) => q.where({ id })) : undefined;
  if (!term) {
    errors[`${prefix}.id`] = [isBlank(raw.id) ? 'The id field is required.' : notFoundMessage(raw.id)];
    return null;
  }
  if (seen.has(id) || deleted.has(id)) {
    errors[`${prefix}.id`] = ['The allocation is changed or deleted more than once in this batch.'];
    return null;
  }
  seen.add(id);
  const project = db.projects.findFirst((q) => q.where({ id: term.internal_project_id }));
  if (!project) {
    errors[`${prefix}.id`] = [notFoundMessage(raw.id)];
    return null;
  }
  const { id: _id, ...fields } = raw;
  const plan = planOrErrors(errors, prefix, () => checkedPlan(db, project, fields, term));
  if (!plan) return null;
  const invoiced = invoicedSpan(db, term);
  if (invoiced) {
    const refers = `${invoiceCount(invoiced.count)} to this term`;
    if (plan.user_id !== term.user_id)
      errors[`${prefix}.user_id`] = [`${refers}: it cannot move to another person.`];
    if (plan.start_date > invoiced.first)
      errors[`${prefix}.start_date`] = [`${refers}: it must still start by ${invoiced.first}.`];
    if (plan.end_date < invoiced.last)
      errors[`${prefix}.end_date`] = [`${refers}: it must still run until ${invoiced.last}.`];
    if (errors[`${prefix}.user_id`] || errors[`${prefix}.start_date`] || errors[`${prefix}.end_date`])
      return null;
  }
  return { term, plan };
}

function checkDelete(db: TenantDb, raw: unknown, key: string, errors: Errors): TermRow | null {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0) {
    errors[key] = [`The ${key} field must be an integer.`];
    return null;
  }
  const term = db.terms.findFirst((q) => q.where({ id }));
  if (!term) {
    errors[key] = [notFoundMessage(id)];
    return null;
  }
  const invoices = invoicesOf(db, term);
  if (invoices.length > 0) {
    errors[key] = [`${invoiceCount(invoices.length)} to this term.`];
    return null;
  }
  return term;
}

// Every part checked; throws Laravel's 422 with every broken rule at its key.
export function checkedBatch(db: TenantDb, body: Record<string, unknown>): CheckedBatch {
  const errors: Errors = {};
  const rawCreates = listOf(body, 'creates', errors);
  const rawChanges = listOf(body, 'changes', errors);
  const rawDeletes = listOf(body, 'deletes', errors);
  const deletes: TermRow[] = [];
  const deletedIds = new Set<number>();
  rawDeletes.forEach((raw, position) => {
    const term = checkDelete(db, raw, `deletes.${position}`, errors);
    if (term && !deletedIds.has(term.id)) {
      deletedIds.add(term.id);
      deletes.push(term);
    }
  });
  const creates = rawCreates.flatMap((raw, position) => {
    const create = checkCreate(db, raw, `creates.${position}`, errors);
    return create ? [create] : [];
  });
  const seen = new Set<number>();
  const changes = rawChanges.flatMap((raw, position) => {
    const change = checkChange(db, raw, `changes.${position}`, errors, seen, deletedIds);
    return change ? [change] : [];
  });
  if (rawCreates.length + rawChanges.length + rawDeletes.length === 0 && Object.keys(errors).length === 0)
    errors.changes = ['The batch has nothing to create, change or delete.'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { creates, changes, deletes };
}

const today = () => format(mockDbConfig().referenceDate, 'yyyy-MM-dd');

// Stores a checked batch as the terms calls store each part: a new term's plan is its own baseline, a
// change keeps the baseline it had. Answers the ids created and changed.
export async function applyBatch(
  db: TenantDb,
  batch: CheckedBatch,
): Promise<{ created: number[]; updated: number[]; deleted: number[] }> {
  const created: number[] = [];
  for (const create of batch.creates) {
    const { start_date, end_date, minutes_per_day, rate_cents } = create;
    const row = await db.terms.create({
      ...create,
      id: nextId(db.terms),
      baseline: { start_date, end_date, minutes_per_day, rate_cents },
      created_at: today(),
    });
    created.push(row.id);
  }
  for (const { term, plan } of batch.changes) {
    await db.terms.update((q) => q.where({ id: term.id }), {
      data(draft) {
        Object.assign(draft, plan);
      },
    });
  }
  for (const term of batch.deletes) await db.terms.delete((q) => q.where({ id: term.id }));
  return {
    created,
    updated: batch.changes.map(({ term }) => term.id),
    deleted: batch.deletes.map((term) => term.id),
  };
}
