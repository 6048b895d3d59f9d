import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  cellsChangedText,
  changeCounts,
  diffRateCard,
  parseRateCellKey,
  rateCardErrorsByCell,
  rateCellKey,
  rateEntriesOf,
  rateGridOf,
} from '@/lib/rate-card-diff';

describe('rate card cell keys', () => {
  it('name a position row or the default row, and read back', () => {
    expect(rateCellKey(3, 8)).toBe('p3_s8');
    expect(rateCellKey(null, 8)).toBe('default_s8');
    expect(parseRateCellKey('p3_s8')).toEqual({ position_id: 3, seniority_id: 8 });
    expect(parseRateCellKey('default_s8')).toEqual({ position_id: null, seniority_id: 8 });
    expect(parseRateCellKey('p3.s8')).toBeNull();
    expect(parseRateCellKey('valid_from')).toBeNull();
  });

  it('round-trip for any ids', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: null }), fc.nat(), (position, seniority) => {
        expect(parseRateCellKey(rateCellKey(position, seniority))).toEqual({
          position_id: position,
          seniority_id: seniority,
        });
      }),
    );
  });
});

describe('a card as a grid and back', () => {
  it('keeps each rate in its cell and sends only the cells with a rate, in the grid order', () => {
    const grid = rateGridOf([
      { position_id: null, seniority_id: 2, hourly_rate_cents: 2_500 },
      { position_id: 1, seniority_id: 2, hourly_rate_cents: 4_550 },
    ]);
    expect(grid).toEqual({ default_s2: 2_500, p1_s2: 4_550 });
    expect(rateEntriesOf({ default_s2: 2_500, default_s3: null, p1_s3: 100, p1_s2: 4_550 })).toEqual([
      { key: 'default_s2', position_id: null, seniority_id: 2, hourly_rate_cents: 2_500 },
      { key: 'p1_s3', position_id: 1, seniority_id: 3, hourly_rate_cents: 100 },
      { key: 'p1_s2', position_id: 1, seniority_id: 2, hourly_rate_cents: 4_550 },
    ]);
  });
});

describe('the diff of a card', () => {
  const before = { default_s2: 2_500, p1_s2: 4_500, p1_s3: 5_000, p2_s2: 3_000 };

  it('lists changed, added and removed cells in the grid order, with cents before and after', () => {
    const after = { default_s2: 2_500, p1_s2: 5_000, p1_s3: null, p2_s2: 3_000, p2_s3: 3_550 };
    expect(diffRateCard(before, after)).toEqual([
      { key: 'p1_s2', position_id: 1, seniority_id: 2, kind: 'changed', before: 4_500, after: 5_000 },
      { key: 'p1_s3', position_id: 1, seniority_id: 3, kind: 'removed', before: 5_000, after: null },
      { key: 'p2_s3', position_id: 2, seniority_id: 3, kind: 'added', before: null, after: 3_550 },
    ]);
  });

  it('is empty when every cell is as saved, whatever order the keys come in', () => {
    expect(diffRateCard(before, { p2_s2: 3_000, p1_s3: 5_000, default_s2: 2_500, p1_s2: 4_500 })).toEqual([]);
    expect(diffRateCard({}, { p1_s2: null })).toEqual([]);
  });

  it('counts a cent as a change (no float rounding hides it)', () => {
    // 45.10 + 0.01 in floats is 45.109999…; in cents it is 4 511.
    expect(diffRateCard({ p1_s2: 4_510 }, { p1_s2: 4_511 })).toHaveLength(1);
  });

  it('lists the rates of cells the grid no longer shows as removed, after the grid cells', () => {
    const changes = diffRateCard({ p9_s2: 4_000, p1_s2: 100 }, { p1_s2: 200 });
    expect(changes.map((change) => [change.key, change.kind])).toEqual([
      ['p1_s2', 'changed'],
      ['p9_s2', 'removed'],
    ]);
  });

  it('applied to the saved grid gives the edited one (property)', () => {
    const cents = fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null });
    const keys = fc.constantFrom('default_s2', 'p1_s2', 'p1_s3', 'p2_s2', 'p2_s3');
    fc.assert(
      fc.property(fc.dictionary(keys, cents), fc.dictionary(keys, cents), (saved, edited) => {
        const result: Record<string, number | null> = { ...saved };
        for (const change of diffRateCard(saved, edited)) result[change.key] = change.after;
        const withRate = (grid: Record<string, number | null>) =>
          Object.fromEntries(Object.entries(grid).filter(([, value]) => value !== null));
        expect(withRate(result)).toEqual(withRate(edited));
      }),
    );
  });
});

describe('what the diff says', () => {
  it('counts cells in words', () => {
    expect(cellsChangedText(0)).toBe('No cells changed');
    expect(cellsChangedText(1)).toBe('1 cell changed');
    expect(cellsChangedText(12)).toBe('12 cells changed');
  });

  it('counts each kind', () => {
    const changes = diffRateCard({ p1_s2: 1, p1_s3: 2 }, { p1_s2: 3, p1_s3: null, p2_s2: 4, p2_s3: 5 });
    expect(changeCounts(changes)).toEqual({ added: 2, changed: 1, removed: 1 });
  });
});

describe('a refusal back on the cells', () => {
  const sent = ['default_s2', 'p1_s2', 'p1_s3'];

  it('puts rate_cards.N.* on the Nth cell sent, the first message of each', () => {
    expect(
      rateCardErrorsByCell(
        [
          { field: 'rate_cards.1.hourly_rate', message: 'The hourly rate must not be greater than 10000.' },
          { field: 'rate_cards.1.seniority_id', message: 'Listed twice.' },
          { field: 'rate_cards.2.position_id', message: 'The selected position id is invalid.' },
        ],
        sent,
      ),
    ).toEqual({
      cells: {
        p1_s2: 'The hourly rate must not be greater than 10000.',
        p1_s3: 'The selected position id is invalid.',
      },
      card: [],
    });
  });

  it("leaves the card's own fields, a row's valid_from and an index not sent to the card", () => {
    expect(
      rateCardErrorsByCell(
        [
          { field: 'currency', message: 'The selected currency is invalid.' },
          { field: 'rate_cards.0.valid_from', message: 'The valid from field must be a valid date.' },
          { field: 'rate_cards.7.hourly_rate', message: 'Too high.' },
        ],
        sent,
      ),
    ).toEqual({
      cells: {},
      card: [
        { field: 'currency', message: 'The selected currency is invalid.' },
        { field: 'rate_cards.0.valid_from', message: 'The valid from field must be a valid date.' },
        { field: 'rate_cards.7.hourly_rate', message: 'Too high.' },
      ],
    });
  });
});
