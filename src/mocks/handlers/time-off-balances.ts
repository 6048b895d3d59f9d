import {
  balancePageSchema,
  ledgerEntryResponseSchema,
  ledgerSchema,
  type Balance,
} from '@/api/time-offs/time-off.schemas';
import {
  timeOffBalanceListQuery,
  type TimeOffBalanceSortKey,
} from '@/api/time-offs/time-off-balance-list.query';
import type { ListSortOf } from '@/api/list-query';
import { PERMISSIONS } from '@/lib/permissions';
import { nextId } from '../db/tenant-db';
import { balanceOf, ledgerOf, timeOffLookup, toLedgerEntries } from '../db/time-off-view';
import { paginate } from '../routing/paginate';
import { readBody } from '../routing/request-body';
import { forbidden, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { mayManage, timeOffPeople } from './time-off-requests';

// Balances and the ledger behind them (src/mocks/rules/time-off-ledger.ts). Without time-off::manage a person
// sees only their own.

const balances = tenantRoute('GET', 'time-offs/balances', ({ db, url, user }) => {
  const read = timeOffBalanceListQuery.read(url);
  if (!read.ok) throw validationFailed(read.errors);
  const { filters, sort, perPage } = read.query;
  const lookup = timeOffLookup(db);
  const people = timeOffPeople(db, filters, (person) => mayManage(user) || person.id === user.id);
  const at = filters.date ?? lookup.today;
  // The counters' year: the year of the day read at unless one is asked for.
  const year = filters.year ?? Number(at.slice(0, 4));
  const sorted = sortBalances(people, sort, (person) => balanceOf(lookup, person, at, year));
  const page = paginate(sorted, url, perPage);
  return respond(balancePageSchema, {
    data: { ...page, data: page.data.map((person) => balanceOf(lookup, person, at, year)) },
  });
});

// sort=available|taken (by name within equal days), -… for descending; by name otherwise.
function sortBalances<P extends { id: number; name: string }>(
  people: P[],
  sort: ListSortOf<TimeOffBalanceSortKey> | null,
  balance: (person: P) => Balance,
): P[] {
  if (sort === null) return people;
  const key = sort.id;
  const sign = sort.desc ? -1 : 1;
  if (key === 'user') return sign === 1 ? people : [...people].reverse();
  const days = new Map(people.map((person) => [person.id, balance(person).vacation[key]]));
  return [...people].sort(
    (a, b) => sign * ((days.get(a.id) ?? 0) - (days.get(b.id) ?? 0)) || a.name.localeCompare(b.name),
  );
}

// Entries up to today and the approved vacation after it (grants to come are not shown).
const ledger = tenantRoute('GET', 'time-offs/ledger/:id', ({ db, params, url, user }) => {
  const userId = idParam(params.id);
  if (userId !== user.id && !mayManage(user)) throw forbidden();
  const lookup = timeOffLookup(db);
  found(lookup.users.get(userId));
  const type = url.searchParams.get('type');
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const lines = type && type !== 'vacation' ? [] : ledgerOf(lookup, userId, lookup.today);
  const entries = toLedgerEntries(lookup, lines).filter(
    (entry) => (from === '' || entry.date >= from) && (to === '' || entry.date <= to),
  );
  return respond(ledgerSchema, { data: entries });
});

const NOTE_MAX = 1000;

const adjust = tenantRoute(
  'POST',
  'time-offs/ledger/:id',
  async ({ db, params, request, user }) => {
    const userId = idParam(params.id);
    const lookup = timeOffLookup(db);
    found(lookup.users.get(userId));
    const body = await readBody(request);
    const values = validate(body, {
      type: ['required', { in: ['vacation'] }],
      date: ['required', 'date'],
      note: ['required', { max: NOTE_MAX }],
    });
    const days = Number(body.days);
    if (
      body.days === undefined ||
      body.days === null ||
      body.days === '' ||
      !Number.isFinite(days) ||
      days === 0 ||
      Math.round(days * 10) !== days * 10
    )
      throw validationFailed({ days: ['Enter the days to add or take away (not 0, one decimal at most).'] });
    const id = nextId(db.ledgerAdjustments);
    const date = values.date.slice(0, 10);
    await db.ledgerAdjustments.create({
      id,
      user_id: userId,
      type: 'vacation',
      days,
      date,
      note: values.note,
      created_by: user.id,
      created_at: new Date().toISOString(),
    });
    const after = timeOffLookup(db);
    const entries = toLedgerEntries(after, ledgerOf(after, userId, date > after.today ? date : after.today));
    const entry = found(
      entries.find(
        (candidate) =>
          candidate.kind === 'adjustment' &&
          candidate.date === date &&
          candidate.note === values.note &&
          candidate.days === days,
      ),
    );
    return respond(ledgerEntryResponseSchema, { data: entry }, 201);
  },
  { permission: PERMISSIONS.timeOffManage },
);

export const timeOffBalanceHandlers = [balances, ledger, adjust];
