import { cardRateFor, rateDifferencePercent, rateDifferenceText, type CardCell } from '@/lib/term-rate';

const cell = (
  position_id: number | null,
  seniority_id: number,
  cents: number,
  extra: Partial<CardCell> = {},
): CardCell => ({
  position_id,
  seniority_id,
  currency: 'EUR',
  hourly_rate_cents: cents,
  valid_from: '2025-01-01',
  ...extra,
});

const card = [
  cell(null, 8, 4500),
  cell(1, 8, 5500),
  cell(1, 8, 6000, { valid_from: '2025-07-01' }),
  cell(null, 8, 4800, { currency: 'USD' }),
];

describe('the rate card rate for a new term', () => {
  it('takes the person’s position and seniority, in force on the term’s first day', () => {
    expect(cardRateFor(card, { position_id: 1, seniority_id: 8 }, 'EUR', '2025-03-01')).toEqual({
      cents: 5500,
      row: 'position',
      position_id: 1,
      seniority_id: 8,
    });
    expect(cardRateFor(card, { position_id: 1, seniority_id: 8 }, 'EUR', '2025-08-01')?.cents).toBe(6000);
    // Before any cell is in force, the first one to come.
    expect(cardRateFor(card, { position_id: 1, seniority_id: 8 }, 'EUR', '2024-06-01')?.cents).toBe(5500);
  });

  it('falls back to the default row of the seniority, per currency; none without a seniority or a cell', () => {
    expect(cardRateFor(card, { position_id: 4, seniority_id: 8 }, 'EUR', '2025-03-01')).toMatchObject({
      cents: 4500,
      row: 'default',
    });
    expect(cardRateFor(card, { position_id: 4, seniority_id: 8 }, 'USD', '2025-03-01')?.cents).toBe(4800);
    expect(cardRateFor(card, { position_id: 1, seniority_id: null }, 'EUR', '2025-03-01')).toBeNull();
    expect(cardRateFor(card, { position_id: 1, seniority_id: 2 }, 'EUR', '2025-03-01')).toBeNull();
    expect(cardRateFor(card, { position_id: 1, seniority_id: 8 }, 'GEL', '2025-03-01')).toBeNull();
  });

  it('says how far the term is from the card', () => {
    expect(rateDifferencePercent(4050, 4500)).toBe(-10);
    expect(rateDifferenceText(-10)).toBe('this term −10 %');
    expect(rateDifferenceText(rateDifferencePercent(4747, 4500))).toBe('this term +5.49 %');
    expect(rateDifferenceText(rateDifferencePercent(4500, 4500))).toBe('the same as the card');
    expect(rateDifferencePercent(null, 4500)).toBeNull();
    expect(rateDifferenceText(null)).toBe('');
  });
});
