import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { InvoiceCalculation } from '@/api/invoices/invoice.schemas';
import { MoneyField } from '@/components/form/money-field';
import { FormTextField } from '@/components/form/form-text-field';
import { TimeField } from '@/components/form/time-field';
import { draftLineAmountCents, draftSubtotalCents, forecastGapText } from '@/lib/billing-draft';
import { toCents } from '@/lib/cents';
import { filterDecimalPlaces } from '@/lib/input-filters';
import { formatMoney } from '@/lib/money';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';
import { SkippedDays } from './skipped-days';

const money = (cents: number | null, currency: string) =>
  cents === null ? '—' : formatMoney(cents / 100, currency);

type Props = { control: Control<NewInvoiceForm>; calculation: InvoiceCalculation; type: string };

// Step 2: the calculation's lines, editable (days, H:MM, rate); each amount and the totals follow in
// integer cents, and the gap to the forecast says which leave explains it.
export function StepLines({ control, calculation, type }: Props) {
  const lines = useWatch({ control, name: 'lines' });
  const { currency } = calculation;
  const subtotal = draftSubtotalCents(lines);
  const forecast = toCents(calculation.forecast);
  const gap = type === 'hours' ? forecastGapText(subtotal, forecast, calculation.skipped, currency) : null;
  const names = useMemo(
    () => new Map(calculation.lines.map((line) => [line.user.id, line.user.name])),
    [calculation.lines],
  );
  if (lines.length === 0) {
    return (
      <Alert severity="info">
        Nothing to bill: no confirmed term of this project gives{' '}
        {type === 'hours' ? 'hours' : 'billable vacation'} in this period.
      </Alert>
    );
  }
  return (
    <>
      <Typography variant="body2">
        {calculation.working_days} working days in the period · amounts in {currency}
      </Typography>
      <Table size="small" aria-label="Invoice lines">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell>Days</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell>Rate</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.user_id}-${line.term_id ?? index}`}>
              <TableCell>{line.user_name}</TableCell>
              <TableCell sx={{ minWidth: 80 }}>
                {/* A part leave day leaves a share of a day: 19.5 (two decimals, three digits before). */}
                <FormTextField
                  control={control}
                  name={`lines.${index}.days`}
                  label={`Days of ${line.user_name}`}
                  size="small"
                  filter={(value) => filterDecimalPlaces(value, 2, 3)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 100 }}>
                <TimeField
                  control={control}
                  name={`lines.${index}.hours`}
                  mode="duration"
                  label={`Hours of ${line.user_name}`}
                  size="small"
                />
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <MoneyField
                  control={control}
                  name={`lines.${index}.rate`}
                  currency={currency}
                  label={`Rate of ${line.user_name}`}
                  size="small"
                />
              </TableCell>
              <TableCell align="right" aria-label={`Amount of ${line.user_name}`}>
                {money(draftLineAmountCents(line.hours, line.rate), currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>Subtotal</TableCell>
            <TableCell align="right" data-testid="draft-subtotal">
              {money(subtotal, currency)}
            </TableCell>
          </TableRow>
          {type === 'hours' ? (
            <TableRow>
              <TableCell colSpan={4}>Forecast</TableCell>
              <TableCell align="right">{money(forecast, currency)}</TableCell>
            </TableRow>
          ) : null}
        </TableFooter>
      </Table>
      {gap ? <Typography role="note">Gap to the forecast: {gap}</Typography> : null}
      <SkippedDays skipped={calculation.skipped} names={names} />
    </>
  );
}
