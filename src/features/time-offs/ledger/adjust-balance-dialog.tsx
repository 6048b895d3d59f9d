import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useAdjustTimeOffBalance } from '@/api/time-offs/time-off-balances.mutations';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { calendarDay } from '@/lib/calendar-day';
import {
  ADJUSTMENT_NOTE_MAX,
  adjustmentFormSchema,
  adjustmentOf,
  filterSignedDays,
  type AdjustmentForm,
} from '@/lib/time-off-adjustment';
import { signedDays } from '@/lib/time-off-balance-text';

export type AdjustBalanceDialogProps = { userId: number; name: string | null; onClose: () => void };

const FIELDS = ['days', 'date', 'note'] as const;

// A manager's correction of a vacation balance: it becomes a ledger entry with its note, so the
// balance still explains itself.
export function AdjustBalanceDialog({ userId, name, onClose }: AdjustBalanceDialogProps) {
  const adjust = useAdjustTimeOffBalance();
  const form = useForm<AdjustmentForm>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: { days: '', date: calendarDay(new Date()), note: '' },
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => adjust.mutateAsync({ userId, adjustment: adjustmentOf(values) }),
    fields: FIELDS,
    savedMessage: (values) =>
      `Balance${name ? ` of ${name}` : ''} adjusted by ${signedDays(adjustmentOf(values).days)}`,
    onClose,
  });
  return (
    <FormDialog
      open
      title={name ? `Adjust the balance of ${name}` : 'Adjust the balance'}

      {...dialog}
    >
      <Typography variant="body2" color="text.secondary">
        Vacation days to add, or with a minus sign to remove. The note is shown in the ledger.
      </Typography>
      <FormTextField
        control={form.control}
        name="days"
        label="Days"
        required
        filter={filterSignedDays}
        helperText="e.g. 2 or -1.5"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <DateField control={form.control} name="date" label="Date" required />
      <FormTextField
        control={form.control}
        name="note"
        label="Note"
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: ADJUSTMENT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
