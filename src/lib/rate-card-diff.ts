// A rate card as a grid of cells (position × seniority → hourly rate in integer cents) and what an edit
// changes in it. No floats: every rate here is integer cents; a currency is never mixed in.

// A position's row; null is the blended default row every position falls back to.
export type RateCellId = { position_id: number | null; seniority_id: number };

// Cells by key; null (or no key at all) is a cell without a rate.
export type RateGrid = Readonly<Record<string, number | null>>;

export type RateCellEntry = RateCellId & { hourly_rate_cents: number };

export type RateCellChange = RateCellId & {
  key: string;
  kind: 'added' | 'changed' | 'removed';
  // Integer cents; null where the cell has no rate.
  before: number | null;
  after: number | null;
};

const DEFAULT_ROW = 'default';

// 'p3_s8' (position 3, seniority 8), 'default_s8': no dots, so a form may use it in a field path.
export function rateCellKey(positionId: number | null, seniorityId: number): string {
  return `${positionId === null ? DEFAULT_ROW : `p${positionId}`}_s${seniorityId}`;
}

const KEY = /^(?:default|p(\d+))_s(\d+)$/;

export function parseRateCellKey(key: string): RateCellId | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return { position_id: match[1] === undefined ? null : Number(match[1]), seniority_id: Number(match[2]) };
}

// The grid of what the API holds: each entry's cell, its rate.
export function rateGridOf(entries: readonly RateCellEntry[]): Record<string, number> {
  const grid: Record<string, number> = {};
  for (const entry of entries)
    grid[rateCellKey(entry.position_id, entry.seniority_id)] = entry.hourly_rate_cents;
  return grid;
}

// The cells that have a rate, in the grid's key order: what is sent, and the order a refusal's
// `rate_cards.N` indexes.
export function rateEntriesOf(grid: RateGrid): (RateCellEntry & { key: string })[] {
  const entries: (RateCellEntry & { key: string })[] = [];
  for (const [key, cents] of Object.entries(grid)) {
    const id = parseRateCellKey(key);
    if (id === null || cents === null || cents === undefined) continue;
    entries.push({ key, ...id, hourly_rate_cents: cents });
  }
  return entries;
}

// Every cell whose rate differs, in the order of `after`'s keys (the grid's order), then the cells only
// `before` has (rates of positions or seniorities the grid no longer shows: saving the card drops them).
export function diffRateCard(before: RateGrid, after: RateGrid): RateCellChange[] {
  const changes: RateCellChange[] = [];
  const seen = new Set<string>();
  const compare = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const id = parseRateCellKey(key);
    if (id === null) return;
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (was === now) return;
    const kind = was === null ? 'added' : now === null ? 'removed' : 'changed';
    changes.push({ key, ...id, kind, before: was, after: now });
  };
  Object.keys(after).forEach(compare);
  Object.keys(before).forEach(compare);
  return changes;
}

// "1 cell changed", "12 cells changed", "No cells changed".
export function cellsChangedText(count: number): string {
  if (count === 0) return 'No cells changed';
  return `${count} ${count === 1 ? 'cell' : 'cells'} changed`;
}

// How many of each kind, for a one-line summary.
export function changeCounts(changes: readonly RateCellChange[]): Record<RateCellChange['kind'], number> {
  const counts = { added: 0, changed: 0, removed: 0 };
  for (const change of changes) counts[change.kind] += 1;
  return counts;
}

const SENT_FIELD = /^rate_cards\.(\d+)(?:\.\w+)?$/;

// A refusal's messages (Laravel keys `rate_cards.N.hourly_rate` and the like, N the place in what was
// sent) back on the cells: by cell key, the first message of each; anything else is the card's.
export function rateCardErrorsByCell(
  messages: readonly { field: string; message: string }[],
  sentKeys: readonly string[],
): { cells: Record<string, string>; card: { field: string; message: string }[] } {
  const cells: Record<string, string> = {};
  const card: { field: string; message: string }[] = [];
  for (const entry of messages) {
    const match = SENT_FIELD.exec(entry.field);
    const key = match ? sentKeys[Number(match[1])] : undefined;
    // A row's valid_from is the card's date, not the cell's.
    if (key === undefined || entry.field.endsWith('.valid_from')) card.push(entry);
    else cells[key] ??= entry.message;
  }
  return { cells, card };
}
