import { percentageOf } from './cents';

// A new term's rate comes from the rate card (finance.md §5): the cell of the person's position and
// seniority in the project's currency, else the card's default row for the seniority. Later card
// edits do not touch terms; the form only shows how far a term is from its card.

export type CardCell = {
  position_id: number | null;
  seniority_id: number;
  currency: string;
  hourly_rate_cents: number;
  valid_from: string;
};

export type CardPlacement = { position_id: number | null; seniority_id: number | null };

export type CardRate = {
  cents: number;
  row: 'position' | 'default';
  position_id: number | null;
  seniority_id: number;
};

// The card in force on `date` (yyyy-MM-dd) for the placement, in `currency`: of the cells that fit, the
// one valid from the latest day on or before `date` (any, when all start later). Null without a seniority
// or a cell.
export function cardRateFor(
  cells: readonly CardCell[],
  placement: CardPlacement,
  currency: string,
  date: string,
): CardRate | null {
  const { position_id: positionId, seniority_id: seniorityId } = placement;
  if (seniorityId === null) return null;
  const pick = (positionOf: number | null): CardCell | null => {
    const fitting = cells.filter(
      (cell) =>
        cell.currency === currency && cell.seniority_id === seniorityId && cell.position_id === positionOf,
    );
    const inForce = fitting.filter((cell) => cell.valid_from <= date);
    const pool = inForce.length > 0 ? inForce : fitting;
    return pool.reduce<CardCell | null>(
      (best, cell) =>
        best === null ||
        (inForce.length > 0 ? cell.valid_from > best.valid_from : cell.valid_from < best.valid_from)
          ? cell
          : best,
      null,
    );
  };
  const own = positionId === null ? null : pick(positionId);
  const cell = own ?? pick(null);
  if (!cell) return null;
  return {
    cents: cell.hourly_rate_cents,
    row: own ? 'position' : 'default',
    position_id: cell.position_id,
    seniority_id: cell.seniority_id,
  };
}

// How far the term's rate is from the card's, in percent of the card (two decimals): 40.50 against
// 45.00 is −10; null without both.
export function rateDifferencePercent(termCents: number | null, cardCents: number | null): number | null {
  if (termCents === null || cardCents === null || cardCents === 0) return null;
  return percentageOf(termCents - cardCents, cardCents);
}

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// "this term −10 %", "this term +5.5 %", "the same as the card".
export function rateDifferenceText(percent: number | null): string {
  if (percent === null) return '';
  if (percent === 0) return 'the same as the card';
  const sign = percent < 0 ? '−' : '+';
  return `this term ${sign}${PERCENT.format(Math.abs(percent))} %`;
}
