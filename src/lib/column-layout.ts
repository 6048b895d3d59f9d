// Which columns a table shows and in what order, remembered per table and per user in localStorage.

export type ColumnLayout = { order: string[]; hidden: string[] };

// What a table says about a column: its id, whether it starts hidden, whether it may be hidden at all.
export type ColumnDefault = { id: string; hidden?: boolean; hideable?: boolean };

export type ResolvedLayout = { order: string[]; visibility: Record<string, boolean> };

const STORAGE_PREFIX = 'columns';

export const columnLayoutKey = (tableId: string, userId: string | number | null): string =>
  `${STORAGE_PREFIX}:${tableId}:${userId ?? 'anonymous'}`;

// The stored layout laid over the table's columns: columns the table no longer has are forgotten, new
// ones take their default visibility and their place after the column they follow in the table.
export function resolveColumnLayout(
  columns: readonly ColumnDefault[],
  stored: ColumnLayout | null,
): ResolvedLayout {
  const ids = columns.map((column) => column.id);
  const known = new Set(stored?.order ?? []);
  const order = (stored?.order ?? []).filter((id) => ids.includes(id));
  ids.forEach((id, index) => {
    if (known.has(id)) return;
    const previous = ids[index - 1];
    const at = previous === undefined ? 0 : order.indexOf(previous) + 1;
    order.splice(at, 0, id);
  });
  const hidden = new Set(stored?.hidden ?? []);
  const visibility = Object.fromEntries(
    columns.map((column) => {
      if (column.hideable === false) return [column.id, true];
      return [column.id, known.has(column.id) ? !hidden.has(column.id) : !column.hidden];
    }),
  );
  return { order, visibility };
}

export function layoutOf(resolved: ResolvedLayout): ColumnLayout {
  return {
    order: resolved.order,
    hidden: resolved.order.filter((id) => resolved.visibility[id] === false),
  };
}

// One step up (-1) or down (+1); the ends stay where they are.
export function moveColumn(order: readonly string[], id: string, step: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

function isLayout(value: unknown): value is ColumnLayout {
  if (typeof value !== 'object' || value === null) return false;
  const { order, hidden } = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return strings(order) && strings(hidden);
}

// Storage may be missing (server render) or throw (private mode, quota): the layout is then not kept.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readColumnLayout(tableId: string, userId: string | number | null): ColumnLayout | null {
  try {
    const raw = storage()?.getItem(columnLayoutKey(tableId, userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isLayout(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeColumnLayout(
  tableId: string,
  userId: string | number | null,
  layout: ColumnLayout | null,
): void {
  try {
    const key = columnLayoutKey(tableId, userId);
    if (layout) storage()?.setItem(key, JSON.stringify(layout));
    else storage()?.removeItem(key);
  } catch {
    // Not kept: the table still works with the layout in memory.
  }
}
