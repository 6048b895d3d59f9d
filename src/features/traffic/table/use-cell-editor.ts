import { useState } from 'react';
import { parseTimePerDay } from '@/lib/traffic-edits';
import { periodOfColumn } from './table-columns';
import type { AllocationLine, PersonFigures, TableLine } from './table-model';

export type Editing = { key: string; column: number; text: string; error: string | null };

export type CellEdit = {
  key: string;
  person: PersonFigures;
  line: AllocationLine;
  periodIndex: number;
  minutes: number;
};

const timeText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

// The one cell being typed in: a project's time per day in a period, opened with what it holds (one
// figure) or what was typed over it, saved when it parses, else kept with the reason.
export function useCellEditor(
  lines: readonly TableLine[],
  canEdit: boolean,
  onEdit: (edit: CellEdit) => void,
  focusGrid: () => void,
) {
  const [editing, setEditing] = useState<Editing | null>(null);

  const editable = (at: number, column: number) =>
    canEdit && lines[at]?.kind === 'allocation' && periodOfColumn(column) !== null;

  const start = (at: number, column: number, text?: string) => {
    const entry = lines[at];
    const periodIndex = periodOfColumn(column);
    if (!entry || entry.kind !== 'allocation' || periodIndex === null) return;
    const minutes = entry.line.minutes[periodIndex] ?? [];
    const current = minutes.length === 1 ? timeText(minutes[0]!) : '';
    setEditing({ key: entry.key, column, text: text ?? current, error: null });
  };

  const commit = () => {
    if (!editing) return;
    const entry = lines.find((candidate) => candidate.key === editing.key);
    const periodIndex = periodOfColumn(editing.column);
    if (!entry || entry.kind !== 'allocation' || periodIndex === null) return setEditing(null);
    const parsed = parseTimePerDay(editing.text);
    if (!parsed.ok) return setEditing({ ...editing, error: parsed.message });
    setEditing(null);
    focusGrid();
    onEdit({ key: entry.key, person: entry.person, line: entry.line, periodIndex, minutes: parsed.minutes });
  };

  return {
    editing,
    editable,
    start,
    commit,
    type: (text: string) => setEditing((current) => current && { ...current, text, error: null }),
    stop: () => setEditing(null),
  };
}

export type CellEditorState = ReturnType<typeof useCellEditor>;
