import type { NamedItem } from '@/api/common.schemas';
import type { RateCard, RateCardForm } from '@/api/rate-cards/rate-card.schemas';
import type { FlatSeniority } from '@/lib/seniority';
import { parseRateCellKey, rateCellKey, type RateGrid } from '@/lib/rate-card-diff';

export const DEFAULT_ROW_NAME = 'Default';

// A row of the grid: the default row (position null) first, then the positions in their order.
export type RateRowView = { positionId: number | null; name: string };
// A column: a grade (a seniority with nothing under it), with the band it sits in (null: a band with no
// grades, which is a column of its own).
export type RateColumnView = { seniorityId: number; name: string; band: string | null };
// The header over the grades: a band and how many grades it spans.
export type RateBandView = { name: string; span: number; leaf: RateColumnView | null };

export type RateGridLayout = {
  rows: readonly RateRowView[];
  columns: readonly RateColumnView[];
  bands: readonly RateBandView[];
  hasBands: boolean;
  // "Software Engineer, Senior I"; for a rate the grid has no cell for, what the ids still say.
  cellName: (key: string) => string;
};

// Columns are the grades, grouped under their band in a two-row header: people are placed on grades,
// so a term's rate is looked up by grade, and the band headers keep ten or twelve columns readable.
export function rateGridLayout(
  positions: readonly NamedItem[],
  seniorities: readonly FlatSeniority[],
): RateGridLayout {
  const parents = new Set(seniorities.map((row) => row.parent_id));
  const byId = new Map(seniorities.map((row) => [row.id, row]));
  const rootOf = (row: FlatSeniority): FlatSeniority => {
    let current = row;
    for (let parent = byId.get(current.parent_id ?? -1); parent; parent = byId.get(parent.parent_id ?? -1)) {
      current = parent;
    }
    return current;
  };
  const columns: RateColumnView[] = seniorities
    .filter((row) => !parents.has(row.id))
    .map((row) => {
      const root = rootOf(row);
      return { seniorityId: row.id, name: row.name, band: root.id === row.id ? null : root.name };
    });
  // The flat list puts a band's grades together, so neighbours with the same band share a header.
  const bands: RateBandView[] = [];
  for (const column of columns) {
    const last = bands.at(-1);
    if (column.band !== null && last && last.leaf === null && last.name === column.band) last.span += 1;
    else
      bands.push({ name: column.band ?? column.name, span: 1, leaf: column.band === null ? column : null });
  }
  const rows: RateRowView[] = [
    { positionId: null, name: DEFAULT_ROW_NAME },
    ...positions.map((position) => ({ positionId: position.id, name: position.name })),
  ];
  const positionNames = new Map(positions.map((position) => [position.id, position.name]));
  const seniorityNames = new Map(seniorities.map((row) => [row.id, row.name]));
  const cellName = (key: string) => {
    const id = parseRateCellKey(key);
    if (id === null) return key;
    const row =
      id.position_id === null
        ? DEFAULT_ROW_NAME
        : (positionNames.get(id.position_id) ?? `Position ${id.position_id} (no longer listed)`);
    const column = seniorityNames.get(id.seniority_id) ?? `Seniority ${id.seniority_id} (no longer listed)`;
    return `${row}, ${column}`;
  };
  return { rows, columns, bands, hasBands: columns.some((column) => column.band !== null), cellName };
}

// The form's values for a card: every cell of the grid (null where there is no rate), in the grid's
// order (the order they are sent and a refusal's rate_cards.N counts in).
export function rateCardFormValues(layout: RateGridLayout, saved: RateGrid, validFrom: string): RateCardForm {
  const cells: Record<string, number | null> = {};
  for (const row of layout.rows) {
    for (const column of layout.columns) {
      const key = rateCellKey(row.positionId, column.seniorityId);
      cells[key] = saved[key] ?? null;
    }
  }
  return { valid_from: validFrom, cells };
}

// The card's date: the one its cells carry (the latest, should they differ).
export function cardValidFrom(cards: readonly RateCard[]): string | null {
  return cards.reduce<string | null>(
    (latest, card) => (latest === null || card.valid_from > latest ? card.valid_from : latest),
    null,
  );
}
