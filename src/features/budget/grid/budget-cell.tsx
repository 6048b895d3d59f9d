import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { filterAmountText, parseAmount } from '@/lib/budget-paste';
import type { BudgetGridRow, PeriodFigures } from '@/lib/budget-rows';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import {
  cellAttribute,
  useBudgetGrid,
  useCellFocus,
  useRefusedCell,
  type CellPlace,
} from './budget-grid-context';
import { VarianceText } from './variance-text';

const money = (cents: number) => formatMoney(fromCents(cents));

// A range copied from a spreadsheet has tabs or line breaks; a single amount is typed as usual.
const isRange = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

const readAmount = (text: string) => (text.trim() === '' ? { cents: 0 } : parseAmount(text));

const errorIdOf = (place: CellPlace) => `${place.rowId}-${place.month}-error`;

function BudgetEditor({ place, label, cents }: { place: CellPlace; label: string; cents: number }) {
  const grid = useBudgetGrid();
  // A digit typed over the cell starts it; else what the cell kept of a refused amount, with its reason.
  const [start] = useState(() => {
    const { typed } = grid.focus.get();
    const refused = typed === null ? grid.focus.refused(place) : null;
    return { text: typed ?? refused?.text ?? money(cents).replace(/,/g, ''), error: refused?.error ?? null };
  });
  const [text, setText] = useState(start.text);
  const [error, setError] = useState<string | null>(start.error);
  // Enter and Escape end the edit themselves; a blur after them (the input going) changes nothing.
  const finished = useRef(false);
  const commit = (fromKeyboard = false) => {
    if (finished.current) return;
    const parsed = readAmount(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    finished.current = true;
    grid.focus.refuse(place, null);
    grid.focus.stopEditing({ refocus: fromKeyboard });
    void grid.saveCell(place, parsed.cents);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(true);
    } else if (event.key === 'Escape') {
      // Giving up the edit: the cell is as it was, whatever it kept.
      event.preventDefault();
      finished.current = true;
      grid.focus.refuse(place, null);
      grid.focus.stopEditing({ refocus: true });
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!isRange(pasted)) return;
    event.preventDefault();
    finished.current = true;
    grid.focus.refuse(place, null);
    grid.focus.stopEditing();
    grid.pasteRange(place, pasted);
  };
  return (
    <Box>
      <InputBase
        autoFocus
        value={text}
        onChange={(event) => {
          // SPEC §5: what an amount cannot hold is dropped as it is typed.
          setText(filterAmountText(event.target.value));
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // Leaving the cell saves what was typed, as a spreadsheet does; an amount that is not one stays
        // in the cell with its reason (nothing is saved) until it is corrected or Escape gives it up.
        onBlur={() => {
          if (finished.current) return;
          const parsed = readAmount(text);
          if ('error' in parsed) {
            finished.current = true;
            grid.focus.refuse(place, { text, error: parsed.error });
            grid.focus.stopEditing();
          } else commit();
        }}
        inputProps={{
          'aria-label': label,
          'aria-invalid': error !== null,
          'aria-describedby': error ? errorIdOf(place) : undefined,
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
      {error ? <CellError place={place} error={error} /> : null}
    </Box>
  );
}

function CellError({ place, error }: { place: CellPlace; error: string }) {
  return (
    <Typography id={errorIdOf(place)} variant="caption" color="error" sx={{ display: 'block' }}>
      {error}
    </Typography>
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
    // A paste replaces what the cell kept (the paste's own problems are said above the grid).
    grid.focus.refuse(place, null);
    grid.pasteRange(place, event.clipboardData.getData('text/plain'));
  };
  const focus = useCellFocus(editable ? place : null);
  const refused = useRefusedCell(editable ? place : null);
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
        // A refused amount shows as typed, with its reason under it, until it is corrected.
        aria-label={
          refused
            ? `${label}: ${refused.text}, not saved`
            : `${label}: ${money(figures.budget)} ${row.currency}`
        }
        aria-describedby={refused ? errorIdOf(place) : undefined}
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
          } else grid.moveByKey(place, event);
        }}
        onPaste={onPaste}
        sx={{
          width: '100%',
          justifyContent: 'flex-end',
          px: 0.5,
          borderRadius: 0.5,
          fontWeight: 600,
          outline: focus.active || refused ? 2 : 0,
          outlineColor: refused ? 'error.main' : 'primary.main',
          outlineStyle: 'solid',
          color: refused ? 'error.main' : undefined,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {refused ? refused.text : money(figures.budget)}
      </ButtonBase>
    );
    if (refused) {
      budget = (
        <Box>
          {budget}
          <CellError place={place} error={refused.error} />
        </Box>
      );
    }
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
