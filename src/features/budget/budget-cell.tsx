import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { parseAmount } from '@/lib/budget-paste';
import type { BudgetGridRow, PeriodFigures } from '@/lib/budget-rows';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { cellAttribute, useBudgetGrid, useCellFocus, type CellPlace } from './budget-grid-context';
import { VarianceText } from './variance-text';

const money = (cents: number) => formatMoney(fromCents(cents));

// A range copied from a spreadsheet has tabs or line breaks; a single amount is typed as usual.
const isRange = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

function BudgetEditor({ place, label, cents }: { place: CellPlace; label: string; cents: number }) {
  const grid = useBudgetGrid();
  const [text, setText] = useState(() => grid.focus.get().typed ?? money(cents).replace(/,/g, ''));
  const [error, setError] = useState<string | null>(null);
  // Enter and Escape end the edit themselves; a blur after them (the input going) changes nothing.
  const finished = useRef(false);
  const commit = (fromKeyboard = false) => {
    if (finished.current) return;
    const parsed = text.trim() === '' ? { cents: 0 } : parseAmount(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    finished.current = true;
    grid.focus.stopEditing({ refocus: fromKeyboard });
    void grid.saveCell(place, parsed.cents);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finished.current = true;
      grid.focus.stopEditing({ refocus: true });
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!isRange(pasted)) return;
    event.preventDefault();
    finished.current = true;
    grid.focus.stopEditing();
    grid.pasteRange(place, pasted);
  };
  return (
    <Box>
      <InputBase
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // Leaving the cell keeps what was typed, as a spreadsheet does; an amount that is not one is dropped.
        onBlur={() => {
          if (finished.current) return;
          const parsed = text.trim() === '' ? { cents: 0 } : parseAmount(text);
          if ('error' in parsed) {
            finished.current = true;
            grid.focus.stopEditing();
          } else commit();
        }}
        inputProps={{
          'aria-label': label,
          'aria-invalid': error !== null,
          'aria-describedby': error ? `${place.rowId}-${place.month}-error` : undefined,
          inputMode: 'decimal',
        }}
        sx={{
          width: '100%',
          px: 0.5,
          border: 1,
          borderColor: error ? 'error.main' : 'primary.main',
          borderRadius: 0.5,
        }}
      />
      {error ? (
        <Typography id={`${place.rowId}-${place.month}-error`} variant="caption" color="error">
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

// One period of one row: the budget (a button to edit in a draft's months), the forecast, the actual
// of closed months and the variance of what the period comes to against the budget.
export function BudgetCell({
  row,
  figures,
  periodIndex,
  periodLabel,
}: {
  row: BudgetGridRow;
  figures: PeriodFigures;
  // 0-based; a month's index in the month view.
  periodIndex: number;
  periodLabel: string;
}) {
  const grid = useBudgetGrid();
  const source = row.source;
  // The year column (periodIndex −1) is a sum: never a place to type.
  const place = source && periodIndex >= 0 ? { rowId: source.id, month: periodIndex + 1 } : null;
  const editable = grid.editable && source !== null && source.editable;
  const label = `Budget, ${row.title}, ${periodLabel}`;
  const onPaste = (event: ClipboardEvent<HTMLButtonElement>) => {
    if (!place) return;
    event.preventDefault();
    grid.pasteRange(place, event.clipboardData.getData('text/plain'));
  };
  const focus = useCellFocus(editable ? place : null);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back on the cell after Enter or Escape, so the keyboard goes on from where it was.
  useEffect(() => {
    if (wasEditing.current && !focus.editing && grid.focus.get().refocus) button.current?.focus();
    wasEditing.current = focus.editing;
  }, [focus.editing, grid.focus]);
  let budget;
  if (place && editable && focus.editing) {
    budget = <BudgetEditor place={place} label={label} cents={figures.budget} />;
  } else if (place && editable) {
    budget = (
      <ButtonBase
        ref={button}
        aria-label={`${label}: ${money(figures.budget)} ${row.currency}`}
        aria-current={focus.active ? 'true' : undefined}
        disableRipple
        data-budget-cell={cellAttribute(place)}
        onFocus={() => grid.focus.choose(place)}
        onClick={() => grid.focus.startEditing(place)}
        onKeyDown={(event) => {
          if (event.key === 'F2') grid.focus.startEditing(place);
          else if (/^[\d.,-]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
            // Typing over the amount, as in a spreadsheet.
            event.preventDefault();
            grid.focus.startEditing(place, event.key);
          } else if (
            event.key === 'ArrowLeft' ||
            event.key === 'ArrowRight' ||
            event.key === 'ArrowUp' ||
            event.key === 'ArrowDown'
          ) {
            const next = grid.neighbour(place, event.key);
            const target = next
              ? document.querySelector<HTMLElement>(`[data-budget-cell="${cellAttribute(next)}"]`)
              : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }
        }}
        onPaste={onPaste}
        sx={{
          width: '100%',
          justifyContent: 'flex-end',
          px: 0.5,
          borderRadius: 0.5,
          fontWeight: 600,
          outline: focus.active ? 2 : 0,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {money(figures.budget)}
      </ButtonBase>
    );
  } else {
    budget = <Box sx={{ fontWeight: 600, px: 0.5 }}>{money(figures.budget)}</Box>;
  }
  return (
    <Box sx={{ textAlign: 'right', fontSize: '0.8125rem', lineHeight: 1.4 }}>
      {budget}
      <Box sx={{ color: 'text.secondary', px: 0.5 }}>Forecast {money(figures.forecast)}</Box>
      {figures.actual === null ? null : (
        <Box sx={{ color: 'text.secondary', px: 0.5 }}>Actual {money(figures.actual)}</Box>
      )}
      <Box sx={{ px: 0.5 }}>
        <VarianceText kind={row.kind} budget={figures.budget} outcome={figures.outcome} />
      </Box>
    </Box>
  );
}
