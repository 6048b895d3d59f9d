import { isValid, parseISO } from 'date-fns';
import {
  RATE_CARD_MAX_HOURLY_RATE,
  rateCardListSchema,
  type RateCardEntry,
} from '@/api/rate-cards/rate-card.schemas';
import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { PERMISSIONS } from '@/lib/permissions';
import { nextId, type TenantDb } from '../db/tenant-db';
import { mayReadRateCards } from '../routing/commercial-data';
import { readBody } from '../routing/request-body';
import { forbidden, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// Rate cards (finance.md §5, proposed): a cell per position (null: the default row) × seniority per
// currency. Rates are commercial data (issue 30, L4): read by settings::manage, project::view and
// project::update (new project terms take their rate from here), 403 to anyone else, as the whole
// answer is rates; only settings::manage may replace a card.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TWO_DECIMALS = /^\d+(?:\.\d{1,2})?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

// Currencies first in the tenant's order, then the default row, then positions and seniorities by id.
function sorted(db: TenantDb): RateCardEntry[] {
  const order = currenciesOf(db);
  const rank = (currency: string) => (order.includes(currency) ? order.indexOf(currency) : order.length);
  return [...db.rateCards.all()].sort(
    (a, b) =>
      rank(a.currency) - rank(b.currency) ||
      (a.position_id ?? 0) - (b.position_id ?? 0) ||
      a.seniority_id - b.seniority_id,
  );
}

function currenciesOf(db: TenantDb): readonly string[] {
  return db.settings.applicationConfig?.currency.all_currencies ?? DEFAULT_ALL_CURRENCIES;
}

type CardRow = Omit<RateCardEntry, 'id'>;

// Laravel's rules for one row: position_id nullable|exists, seniority_id required|exists,
// currency same:currency, hourly_rate required|numeric|gt:0|max|decimal:0,2, valid_from required|date,
// and a cell listed twice refused at its second place.
function checkRow(
  db: TenantDb,
  raw: unknown,
  index: number,
  currency: string,
  seen: Set<string>,
  errors: Record<string, string[]>,
): CardRow | null {
  const at = (field: string) => `rate_cards.${index}.${field}`;
  const fail = (field: string, message: string) => (errors[at(field)] ??= []).push(message);
  if (!isRecord(raw)) {
    (errors[`rate_cards.${index}`] ??= []).push(`The rate_cards.${index} field must be an array.`);
    return null;
  }
  const before = Object.keys(errors).length;
  const { position_id, seniority_id, hourly_rate, valid_from } = raw;
  if (
    position_id !== null &&
    position_id !== undefined &&
    !(isInteger(position_id) && db.positions.all().some((row) => row.id === position_id))
  ) {
    fail('position_id', `The selected ${at('position_id')} is invalid.`);
  }
  if (seniority_id === null || seniority_id === undefined) {
    fail('seniority_id', `The ${at('seniority_id')} field is required.`);
  } else if (!(isInteger(seniority_id) && db.seniorities.all().some((row) => row.id === seniority_id))) {
    fail('seniority_id', `The selected ${at('seniority_id')} is invalid.`);
  }
  if (raw.currency !== currency) fail('currency', `The ${at('currency')} field must match currency.`);
  if (hourly_rate === null || hourly_rate === undefined || hourly_rate === '') {
    fail('hourly_rate', `The ${at('hourly_rate')} field is required.`);
  } else if (typeof hourly_rate !== 'number' || !Number.isFinite(hourly_rate)) {
    fail('hourly_rate', `The ${at('hourly_rate')} field must be a number.`);
  } else if (hourly_rate <= 0) {
    fail('hourly_rate', `The ${at('hourly_rate')} field must be greater than 0.`);
  } else if (hourly_rate > RATE_CARD_MAX_HOURLY_RATE) {
    fail(
      'hourly_rate',
      `The ${at('hourly_rate')} field must not be greater than ${RATE_CARD_MAX_HOURLY_RATE}.`,
    );
  } else if (!TWO_DECIMALS.test(String(hourly_rate))) {
    fail('hourly_rate', `The ${at('hourly_rate')} field must have 0-2 decimal places.`);
  }
  if (typeof valid_from !== 'string' || valid_from === '') {
    fail('valid_from', `The ${at('valid_from')} field is required.`);
  } else if (!DATE.test(valid_from) || !isValid(parseISO(valid_from))) {
    fail('valid_from', `The ${at('valid_from')} field must be a valid date.`);
  }
  const cell = `${String(position_id ?? null)}:${String(seniority_id)}`;
  if (seen.has(cell)) fail('seniority_id', 'The card already has a rate for this position and seniority.');
  seen.add(cell);
  if (Object.keys(errors).length > before) return null;
  return {
    position_id: (position_id as number | null | undefined) ?? null,
    seniority_id: seniority_id as number,
    currency,
    hourly_rate: hourly_rate as number,
    valid_from: valid_from as string,
  };
}

const list = tenantRoute('GET', 'rate-cards', ({ db, user }) => {
  if (!mayReadRateCards(user)) throw forbidden();
  return respond(rateCardListSchema, { data: sorted(db) });
});

// PUT { currency, rate_cards: [...] } replaces that currency's card as a whole: the cells sent are the
// card, a cell left out has no rate afterwards (an empty list clears it). Other currencies stay. A cell
// kept keeps its id. Nothing is stored when any row is refused.
const replace = tenantRoute(
  'PUT',
  'rate-cards',
  async ({ db, request }) => {
    const body = await readBody(request);
    const errors: Record<string, string[]> = {};
    const currency = typeof body.currency === 'string' ? body.currency.trim() : '';
    if (currency === '') errors.currency = ['The currency field is required.'];
    else if (!currenciesOf(db).includes(currency)) errors.currency = ['The selected currency is invalid.'];
    const raw = body.rate_cards;
    if (raw === undefined || raw === null) errors.rate_cards = ['The rate_cards field must be present.'];
    else if (!Array.isArray(raw)) errors.rate_cards = ['The rate_cards field must be an array.'];
    const seen = new Set<string>();
    const rows = Array.isArray(raw)
      ? raw.map((row: unknown, index) => checkRow(db, row, index, currency, seen, errors))
      : [];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);

    const kept = new Map(
      db.rateCards
        .findMany((q) => q.where({ currency }))
        .map((row) => [`${row.position_id}:${row.seniority_id}`, row.id]),
    );
    // New cells get ids above every id there was, so none meets a kept one.
    let next = nextId(db.rateCards);
    await db.rateCards.deleteMany((q) => q.where({ currency }));
    for (const row of rows) {
      if (row === null) continue;
      const id = kept.get(`${row.position_id}:${row.seniority_id}`) ?? next++;
      await db.rateCards.create({ id, ...row });
    }
    return respond(rateCardListSchema, { data: sorted(db) });
  },
  { permission: PERMISSIONS.settingsManage },
);

export const rateCardHandlers = [list, replace];
