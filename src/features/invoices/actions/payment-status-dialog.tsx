import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { InvoiceListItem, PaymentStatusChange } from '@/api/invoices/invoice.schemas';
import { paymentStatusLabel } from '@/components/finance/invoice-status';
import { FormDialog } from '@/components/form/form-dialog';
import { MoneyField } from '@/components/form/money-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { fromCents, toCents } from '@/lib/cents';
import { paymentFormSchema, type PaymentForm } from '@/lib/invoice-forms';
import { balanceCents } from '@/lib/invoice-status';
import { formatMoney } from '@/lib/money';

const STATUSES = ['np', 'pp', 'p'] as const;

export type PaymentStatusDialogProps = {
  invoice: InvoiceListItem;
  onSave: (change: PaymentStatusChange) => Promise<unknown>;
  onClose: () => void;
};

// Paid, not paid, or partially paid with the amount in and the balance left shown as it is typed.
export function PaymentStatusDialog({ invoice, onSave, onClose }: PaymentStatusDialogProps) {
  const totalCents = toCents(invoice.total);
  const form = useForm<PaymentForm>({
    resolver: zodResolver(paymentFormSchema(totalCents)),
    defaultValues: {
      payment_status: invoice.payment_status as PaymentForm['payment_status'],
      paid_cents: invoice.payment_status === 'pp' ? toCents(invoice.paid_amount) : null,
    },
  });
  const status = useWatch({ control: form.control, name: 'payment_status' });
  const paid = useWatch({ control: form.control, name: 'paid_cents' });
  const dialog = useFormDialogSubmit(form, {
    save: (values) =>
      onSave(
        values.payment_status === 'pp'
          ? { payment_status: 'pp', paid_amount: fromCents(values.paid_cents ?? 0) }
          : { payment_status: values.payment_status },
      ),
    // A refusal of the amount (paid_amount) has no field of that name: it shows above the form.
    fields: ['payment_status'],
    onClose,
  });
  return (
    <FormDialog open title={`Payment of ${invoice.number}`} {...dialog}>
      <Typography>Total {formatMoney(invoice.total, invoice.currency)}</Typography>
      <Controller
        control={form.control}
        name="payment_status"
        render={({ field }) => (
          <RadioGroup {...field} aria-label="Payment status">
            {STATUSES.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio />}
                label={paymentStatusLabel(code)}
              />
            ))}
          </RadioGroup>
        )}
      />
      {status === 'pp' ? (
        <>
          <MoneyField
            control={form.control}
            name="paid_cents"
            label="Amount paid"
            currency={invoice.currency}
            required
          />
          <Typography role="status">
            Balance {formatMoney(fromCents(balanceCents(totalCents, paid ?? 0)), invoice.currency)}
          </Typography>
        </>
      ) : null}
    </FormDialog>
  );
}
