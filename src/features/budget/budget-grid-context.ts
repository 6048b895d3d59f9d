import { createContext, useContext } from 'react';

// What every budget cell needs from the screen without the grid's columns changing: which cell is
// chosen and which is being typed in, and how a typed value or a pasted range is saved.
export type CellPlace = { rowId: number; month: number };

export type BudgetGridActions = {
  // Months are editable (a draft version, the month view, budget::manage).
  editable: boolean;
  active: CellPlace | null;
  editing: CellPlace | null;
  choose: (place: CellPlace) => void;
  startEditing: (place: CellPlace) => void;
  stopEditing: () => void;
  saveCell: (place: CellPlace, cents: number) => Promise<boolean>;
  pasteRange: (place: CellPlace, text: string) => void;
};

export const BudgetGridContext = createContext<BudgetGridActions | null>(null);

export function useBudgetGrid(): BudgetGridActions {
  const actions = useContext(BudgetGridContext);
  if (!actions) throw new Error('useBudgetGrid needs a BudgetGridContext');
  return actions;
}

export const samePlace = (a: CellPlace | null, b: CellPlace): boolean =>
  a !== null && a.rowId === b.rowId && a.month === b.month;
