import type { TrafficPeriod } from '@/lib/traffic-periods';
import { periodOfColumn } from './table-columns';
import type { TableLine } from './table-model';
import type { CellEditorState, Editing } from './use-cell-editor';

type Props = {
  editor: CellEditorState;
  editing: Editing;
  lines: readonly TableLine[];
  periods: readonly TrafficPeriod[];
  baseId: string;
  // Escape: the edit is dropped and the grid takes the keyboard back.
  onCancel: () => void;
};

// The input a line's cell shows while it is typed in: Enter saves, Escape cancels, leaving it drops
// the edit; a time that does not parse says why under it.
export function TableCellEditor({ editor, editing, lines, periods, baseId, onCancel }: Props) {
  const entry = lines.find((candidate) => candidate.key === editing.key);
  const periodIndex = periodOfColumn(editing.column);
  const name =
    entry?.kind === 'allocation' && periodIndex !== null
      ? `${entry.line.project.title}, ${periods[periodIndex]?.label}: time per day (50 or 4:00)`
      : 'Time per day';
  const errorId = `${baseId}-edit-error`;
  return (
    <>
      <input
        className="tt-input"
        autoFocus
        aria-label={name}
        aria-invalid={editing.error ? true : undefined}
        aria-describedby={editing.error ? errorId : undefined}
        value={editing.text}
        onChange={(event) => editor.type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            editor.commit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        onBlur={editor.stop}
      />
      {editing.error ? (
        <span id={errorId} className="tt-error">
          {editing.error}
        </span>
      ) : null}
    </>
  );
}
