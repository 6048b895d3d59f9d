// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentStatusDialog } from '@/features/invoices/actions/payment-status-dialog';
import { RejectDialog } from '@/features/invoices/actions/reject-dialog';
import { REJECT_REASON_REQUIRED } from '@/lib/invoice-forms';
import { PAID_AMOUNT_USE_PAID } from '@/lib/invoice-status';
import { renderWithApp } from '../../render';
import { invoiceRow } from './invoice-fixtures';

const INVOICE = invoiceRow(42, { project_manager: null, approval_status: 'approved' });

describe('rejecting from the list', () => {
  it('needs a reason, and sends it trimmed', async () => {
    const onReject = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <RejectDialog
        title="Reject INV-2025-0042"
        summary="It goes back."
        onReject={onReject}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog', { name: 'Reject INV-2025-0042' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(REJECT_REASON_REQUIRED)).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  Wrong rate for March ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith('Wrong rate for March');
  });
});

describe('the payment status of one invoice', () => {
  it('asks the amount paid when partially paid, shows the balance, and refuses the whole total', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<PaymentStatusDialog invoice={INVOICE} onSave={onSave} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog', { name: 'Payment of INV-2025-0042' });
    await user.click(within(dialog).getByRole('radio', { name: 'Partially paid' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Amount paid/ });

    await user.type(amount, '6796.80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PAID_AMOUNT_USE_PAID)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '3000');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Balance 3,796.80 EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ payment_status: 'pp', paid_amount: 3000 });
  });
});
