import { rateCardListSchema, type RateCardEntry } from '@/api/rate-cards/rate-card.schemas';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const cards = async (tenant: string, token: string) =>
  rateCardListSchema.parse((await getAs(tenant, 'rate-cards', token)).body).data;

const ofCurrency = (rows: readonly RateCardEntry[], currency: string) =>
  rows.filter((row) => row.currency === currency);

// A row as the client sends it.
const cell = (position_id: number | null, seniority_id: number, hourly_rate: number, currency = 'EUR') => ({
  position_id,
  seniority_id,
  currency,
  hourly_rate,
  valid_from: '2025-06-01',
});

describe('rate cards: the seed', () => {
  it('gives acme a full EUR card with a default row and a small USD one; globex a GEL card only', async () => {
    const acme = await cards('acme', await login('admin@acme.test'));
    const eur = ofCurrency(acme, 'EUR');
    // The default row and eight positions, each over the eight grades (ids 2, 3, 5, 6, 8, 9, 11, 12).
    expect(eur).toHaveLength(9 * 8);
    expect(new Set(eur.map((row) => row.seniority_id))).toEqual(new Set([2, 3, 5, 6, 8, 9, 11, 12]));
    expect(eur.find((row) => row.position_id === null && row.seniority_id === 2)).toMatchObject({
      hourly_rate: 25,
      valid_from: '2025-01-01',
    });
    // Software Engineer, Senior I: 55.00 EUR; QA Engineer at 85 %: 46.75 → 47.00 (half-euro steps).
    expect(eur.find((row) => row.position_id === 1 && row.seniority_id === 8)?.hourly_rate).toBe(55);
    expect(eur.find((row) => row.position_id === 2 && row.seniority_id === 8)?.hourly_rate).toBe(47);
    expect(ofCurrency(acme, 'USD').length).toBeGreaterThan(0);
    expect(ofCurrency(acme, 'GEL')).toEqual([]);

    const globex = await cards('globex', await login('admin@globex.test'));
    expect(ofCurrency(globex, 'EUR')).toEqual([]);
    expect(ofCurrency(globex, 'GEL').length).toBeGreaterThan(0);
  });
});

describe('rate cards: PUT replaces one currency’s card', () => {
  it('stores exactly the cells sent for that currency, keeps the ids of kept cells, leaves the others', async () => {
    const token = await login('admin@acme.test');
    const before = await cards('acme', token);
    const keptId = before.find(
      (row) => row.currency === 'EUR' && row.position_id === 1 && row.seniority_id === 8,
    )?.id;
    const answer = await sendAs('acme', 'PUT', 'rate-cards', token, {
      currency: 'EUR',
      rate_cards: [cell(null, 2, 26.5), cell(1, 8, 60), cell(3, 12, 120.25)],
    });
    expect(answer.status).toBe(200);
    const after = await cards('acme', token);
    expect(rateCardListSchema.parse(answer.body).data).toEqual(after);
    expect(
      ofCurrency(after, 'EUR').map(({ position_id, seniority_id, hourly_rate, valid_from }) => [
        position_id,
        seniority_id,
        hourly_rate,
        valid_from,
      ]),
    ).toEqual([
      [null, 2, 26.5, '2025-06-01'],
      [1, 8, 60, '2025-06-01'],
      [3, 12, 120.25, '2025-06-01'],
    ]);
    expect(ofCurrency(after, 'EUR').find((row) => row.position_id === 1)?.id).toBe(keptId);
    expect(new Set(after.map((row) => row.id)).size).toBe(after.length);
    expect(ofCurrency(after, 'USD')).toEqual(ofCurrency(before, 'USD'));
  });

  it('starts a card for a currency that had none, and an empty list clears one', async () => {
    const token = await login('admin@acme.test');
    await sendAs('acme', 'PUT', 'rate-cards', token, {
      currency: 'GEL',
      rate_cards: [cell(null, 2, 80, 'GEL')],
    });
    expect(
      (await sendAs('acme', 'PUT', 'rate-cards', token, { currency: 'USD', rate_cards: [] })).status,
    ).toBe(200);
    const after = await cards('acme', token);
    expect(ofCurrency(after, 'GEL')).toHaveLength(1);
    expect(ofCurrency(after, 'USD')).toEqual([]);
  });

  it('refuses someone without settings::manage (403) and changes nothing', async () => {
    const token = await login('sale@acme.test');
    const before = await cards('acme', token);
    const answer = await sendAs('acme', 'PUT', 'rate-cards', token, { currency: 'EUR', rate_cards: [] });
    expect(answer.status).toBe(403);
    expect(await cards('acme', token)).toEqual(before);
  });
});

describe('rate cards: 422 in Laravel’s shape, keyed by the place in rate_cards', () => {
  it('refuses a negative, zero, absurd or over-precise rate, an unknown position or seniority, a cell twice', async () => {
    const token = await login('admin@acme.test');
    const before = await cards('acme', token);
    const answer = await sendAs('acme', 'PUT', 'rate-cards', token, {
      currency: 'EUR',
      rate_cards: [
        cell(1, 2, 40),
        cell(1, 3, -5),
        cell(1, 5, 0),
        cell(1, 6, 99_999),
        cell(1, 8, 10.555),
        cell(999, 9, 50),
        cell(1, 999, 50),
        cell(1, 2, 45),
        { ...cell(2, 2, 30), currency: 'USD', valid_from: '2025-02-30' },
      ],
    });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'The rate_cards.1.hourly_rate field must be greater than 0. (and 8 more errors)',
        errors: {
          'rate_cards.1.hourly_rate': ['The rate_cards.1.hourly_rate field must be greater than 0.'],
          'rate_cards.2.hourly_rate': ['The rate_cards.2.hourly_rate field must be greater than 0.'],
          'rate_cards.3.hourly_rate': ['The rate_cards.3.hourly_rate field must not be greater than 10000.'],
          'rate_cards.4.hourly_rate': ['The rate_cards.4.hourly_rate field must have 0-2 decimal places.'],
          'rate_cards.5.position_id': ['The selected rate_cards.5.position_id is invalid.'],
          'rate_cards.6.seniority_id': ['The selected rate_cards.6.seniority_id is invalid.'],
          'rate_cards.7.seniority_id': ['The card already has a rate for this position and seniority.'],
          'rate_cards.8.currency': ['The rate_cards.8.currency field must match currency.'],
          'rate_cards.8.valid_from': ['The rate_cards.8.valid_from field must be a valid date.'],
        },
      },
    });
    expect(await cards('acme', token)).toEqual(before);
  });

  it('refuses a currency the tenant does not work in, or a body without rate_cards', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(
      (await sendAs('acme', 'PUT', 'rate-cards', token, { currency: 'CHF', rate_cards: [] })).body,
    ).toEqual({
      message: 'The selected currency is invalid.',
      errors: { currency: ['The selected currency is invalid.'] },
    });
    expect((await sendAs('acme', 'PUT', 'rate-cards', token, { currency: 'EUR' })).body).toMatchObject({
      errors: { rate_cards: ['The rate_cards field must be present.'] },
    });
  });
});
