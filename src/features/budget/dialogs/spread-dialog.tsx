import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormDialog } from '@/components/form/form-dialog';
import { MoneyField } from '@/components/form/money-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { rowCells, type BudgetCell } from '@/lib/budget-edits';
import { SPREAD_MODE_LABELS, SPREAD_MODES, spreadWeights, spreadYearly } from '@/lib/budget-spread';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { MONTHS } from '@/lib/quarters';

export type SpreadTarget = { id: number; title: string; currency: string };

const spreadFormSchema = z.object({
  rowId: z.string().check(z.minLength(1, 'Choose a row.')),
  amountCents: z
    .nullable(z.number())
    .check(z.refine((value) => value !== null, { message: 'Enter the yearly amount.' })),
  mode: z.enum(SPREAD_MODES),
  fromMonth: z.string(),
});
type SpreadForm = z.infer<typeof spreadFormSchema>;

// "Spread a yearly amount": the amount over the months by working days (the year's holidays out) or
// evenly, with the months shown before anything is saved; one batch, so one Undo puts it back.
export function SpreadDialog({
  year,
  rows,
  initialRowId,
  holidayDates,
  onApply,
  onClose,
}: {
  year: number;
  rows: readonly SpreadTarget[];
  initialRowId: number | null;
  holidayDates: readonly string[];
  onApply: (cells: BudgetCell[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<SpreadForm>({
    resolver: zodResolver(spreadFormSchema),
    defaultValues: {
      rowId: String(initialRowId ?? rows[0]?.id ?? ''),
      amountCents: null,
      mode: 'working-days',
      fromMonth: '1',
    },
  });
  const [rowId, amountCents, mode, fromMonth] = useWatch({
    control: form.control,
    name: ['rowId', 'amountCents', 'mode', 'fromMonth'],
  });
  const row = rows.find((candidate) => String(candidate.id) === rowId);
  const preview =
    amountCents === null
      ? null
      : spreadYearly(amountCents, spreadWeights(year, mode, holidayDates), Number(fromMonth));
  const dialog = useFormDialogSubmit(form, {
    save: async (values) => {
      const months = spreadYearly(
        values.amountCents ?? 0,
        spreadWeights(year, values.mode, holidayDates),
        Number(values.fromMonth),
      );
      await onApply(rowCells(Number(values.rowId), months));
    },
    fields: ['rowId', 'amountCents'],
    onClose,
  });
  return (
    <FormDialog open title="Spread a yearly amount" submitLabel="Spread" maxWidth="md" {...dialog}>
      <Controller
        control={form.control}
        name="rowId"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            label="Row"
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
          >
            {rows.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.title} ({option.currency})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <MoneyField
        control={form.control}
        name="amountCents"
        label={`Yearly amount ${year}`}
        currency={row?.currency}
        required
      />
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="spread-mode-label">Spread</FormLabel>
            <RadioGroup {...field} row aria-labelledby="spread-mode-label">
              {SPREAD_MODES.map((code) => (
                <FormControlLabel
                  key={code}
                  value={code}
                  control={<Radio />}
                  label={SPREAD_MODE_LABELS[code]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="fromMonth"
        render={({ field }) => (
          <TextField {...field} select label="From">
            {MONTHS.map((month, index) => (
              <MenuItem key={month} value={String(index + 1)}>
                {month}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {preview ? (
        <Table size="small" aria-label="Preview of the months">
          <TableHead>
            <TableRow>
              {MONTHS.map((month) => (
                <TableCell key={month} align="right">
                  {month.slice(0, 3)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {preview.map((cents, index) => (
                <TableCell key={MONTHS[index]} align="right">
                  {formatMoney(fromCents(cents))}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      ) : null}
    </FormDialog>
  );
}
