import { useCallback, useMemo, useState } from 'react';
import { gridLinesOf, holidayModelOf, rowModelOf, type RowModel } from './planner-grid-model';
import { personRowHeight } from './planner-grid-bar-style';
import type { PlannerBar, PlannerGroup, PlannerHoliday, PlannerRow } from './planner-grid-types';

type Setup<TBar extends PlannerBar> = {
  rows: readonly PlannerRow<TBar>[];
  groups: readonly PlannerGroup[] | undefined;
  holidays: readonly PlannerHoliday[];
  from: string;
  count: number;
  rowHeight: number;
};

// The planner's lines (group headers and people, less the collapsed groups' people), each person's
// bars placed in lanes, and each line's height.
export function usePlannerLines<TBar extends PlannerBar>({
  rows,
  groups,
  holidays,
  from,
  count,
  rowHeight,
}: Setup<TBar>) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const lines = useMemo(() => gridLinesOf(rows, groups, collapsed), [rows, groups, collapsed]);
  const holidayModel = useMemo(() => holidayModelOf(holidays, from, count), [holidays, from, count]);
  const rowModels = useMemo(() => {
    const models = new Map<string, RowModel<TBar>>();
    for (const row of rows) models.set(row.id, rowModelOf(row, from, count, holidayModel));
    return models;
  }, [rows, from, count, holidayModel]);

  // A person's row grows with their lanes, so no bar is shorter than its text.
  const lineHeights = useMemo(
    () =>
      lines.map((entry) =>
        entry.kind === 'row'
          ? personRowHeight(entry.row, rowModels.get(entry.row.id)?.laneCount ?? 1, rowHeight)
          : rowHeight,
      ),
    [lines, rowModels, rowHeight],
  );

  const toggleCollapsed = useCallback((groupId: string) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });
  }, []);

  return { lines, holidayModel, rowModels, lineHeights, toggleCollapsed };
}
