import { createContext, useContext, useSyncExternalStore, type KeyboardEvent } from 'react';

// What every budget cell needs from the screen without the grid's columns changing: which cell is
// chosen and which is being typed in (a small store, so a move re-renders the two cells it touches,
// not the grid), and how a typed value or a pasted range is saved.
export type CellPlace = { rowId: number; month: number };

// refocus: the edit ended from the keyboard (Enter, Escape), so the cell takes the focus back.
export type CellFocus = {
  active: CellPlace | null;
  editing: CellPlace | null;
  refocus: boolean;
  // What a keystroke on the cell started the edit with (a digit typed over the amount).
  typed: string | null;
};

export type BudgetGridActions = {
  // Months are editable (a draft version, the month view, budget::manage).
  editable: boolean;
  focus: CellFocusStore;
  // Rows a person added may be deleted (a draft version, budget::manage).
  canDeleteRows: boolean;
  deleteRow: (rowId: number) => Promise<unknown>;
  saveCell: (place: CellPlace, cents: number) => Promise<boolean>;
  pasteRange: (place: CellPlace, text: string) => void;
  // The arrow keys: focuses the editable cell next to a place; false at an edge (the key goes on).
  moveByKey: (place: CellPlace, event: KeyboardEvent<HTMLElement>) => boolean;
};

// The attribute a cell's button carries, so the arrow keys can find the next one.
export const cellAttribute = (place: CellPlace): string => `${place.rowId}-${place.month}`;

export const samePlace = (a: CellPlace | null, b: CellPlace): boolean =>
  a !== null && a.rowId === b.rowId && a.month === b.month;

// What was typed in a cell and refused (not an amount), kept with the reason until it is corrected or
// the edit is given up with Escape: leaving the cell never loses it.
export type RefusedCell = { text: string; error: string };

export type CellFocusStore = {
  get: () => CellFocus;
  subscribe: (listener: () => void) => () => void;
  choose: (place: CellPlace | null) => void;
  startEditing: (place: CellPlace, typed?: string) => void;
  stopEditing: (options?: { refocus?: boolean }) => void;
  refused: (place: CellPlace) => RefusedCell | null;
  // Null forgets what the cell kept.
  refuse: (place: CellPlace, cell: RefusedCell | null) => void;
};

export function createCellFocusStore(onChange: (focus: CellFocus) => void): CellFocusStore {
  let focus: CellFocus = { active: null, editing: null, refocus: false, typed: null };
  const refused = new Map<string, RefusedCell>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: CellFocus) => {
    focus = next;
    onChange(next);
    notify();
  };
  return {
    get: () => focus,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (place) => set({ ...focus, active: place }),
    startEditing: (place, typed) =>
      set({ active: place, editing: place, refocus: false, typed: typed ?? null }),
    stopEditing: ({ refocus = false } = {}) => set({ ...focus, editing: null, refocus }),
    refused: (place) => refused.get(cellAttribute(place)) ?? null,
    refuse: (place, cell) => {
      const key = cellAttribute(place);
      if (cell === null ? !refused.delete(key) : refused.get(key) === cell) return;
      if (cell !== null) refused.set(key, cell);
      notify();
    },
  };
}

export const BudgetGridContext = createContext<BudgetGridActions | null>(null);

export function useBudgetGrid(): BudgetGridActions {
  const actions = useContext(BudgetGridContext);
  if (!actions) throw new Error('useBudgetGrid needs a BudgetGridContext');
  return actions;
}

// Whether this cell is the chosen one / the one typed in; a cell without a place is neither.
export function useCellFocus(place: CellPlace | null): { active: boolean; editing: boolean } {
  const { focus } = useBudgetGrid();
  const active = useSyncExternalStore(
    focus.subscribe,
    () => place !== null && samePlace(focus.get().active, place),
    () => false,
  );
  const editing = useSyncExternalStore(
    focus.subscribe,
    () => place !== null && samePlace(focus.get().editing, place),
    () => false,
  );
  return { active, editing };
}

// What the cell kept of a refused amount, null when nothing.
export function useRefusedCell(place: CellPlace | null): RefusedCell | null {
  const { focus } = useBudgetGrid();
  return useSyncExternalStore(
    focus.subscribe,
    () => (place === null ? null : focus.refused(place)),
    () => null,
  );
}
