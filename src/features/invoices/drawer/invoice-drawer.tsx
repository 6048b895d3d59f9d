import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useInvoice } from '@/api/invoices/invoice.queries';
import { DetailDrawer, DetailDrawerStates } from '@/components/layout/detail-drawer';
import { isInvoiceEditable } from '@/lib/invoice-forms';
import { servicePeriodLabel } from '@/lib/invoice-list';
import { invoiceTypeLabel } from '@/components/finance/invoice-status';
import { InvoicePdfPreview } from '../files/invoice-pdf-preview';
import { DueCell } from '../list/due-cell';
import { ApprovalStatusChip, PaymentStatusChip } from '../list/invoice-status-chips';
import type { EditInvoiceDialogProps } from './edit-invoice-dialog';
import { InvoiceCalculationSection } from './invoice-calculation-section';
import { InvoiceHistory } from './invoice-history';
import { InvoiceLines } from './invoice-lines';
import { InvoicePaymentPanel } from './invoice-payment-panel';

const EditInvoiceDialog = dynamic<EditInvoiceDialogProps>(() =>
  import('./edit-invoice-dialog').then((module) => module.EditInvoiceDialog),
);

export type InvoiceDrawerProps = { id: number | null; onClose: () => void };

const WIDTH = 640;

// One invoice whole: statuses and due, lines, how it was calculated, VAT, payment, who did what.
export function InvoiceDrawer({ id, onClose }: InvoiceDrawerProps) {
  return (
    <DetailDrawer closeLabel="Close invoice" width={WIDTH} id={id} onClose={onClose}>
      {(id, titleId) => <InvoiceDetail id={id} titleId={titleId} />}
    </DetailDrawer>
  );
}

function InvoiceDetail({ id, titleId }: { id: number; titleId: string }) {
  const invoice = useInvoice(id);
  const [editing, setEditing] = useState(false);
  const data = invoice.data;
  if (!data) {
    return (
      <DetailDrawerStates
        titleId={titleId}
        label="Invoice"
        query={invoice}
        loadingLabel="Loading the invoice"
        errorMessage="The invoice could not be loaded."
      />
    );
  }
  const editable = isInvoiceEditable(data.approval_status);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" id={titleId}>
          {data.number}
        </Typography>
        <Typography color="text.secondary">
          {data.project.title}
          {data.client ? ` · ${data.client}` : ''} · {invoiceTypeLabel(data.type)} ·{' '}
          {servicePeriodLabel(data.period_from, data.period_to)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <PaymentStatusChip status={data.payment_status} />
          <ApprovalStatusChip status={data.approval_status} approval={data.approval} />
          <DueCell dueDate={data.due_date} paymentStatus={data.payment_status} />
        </Stack>
        <Box sx={{ mt: 1 }}>
          {editable ? (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Approved invoices cannot be edited; reject it first to change it.
            </Typography>
          )}
        </Box>
      </Box>
      <InvoiceLines invoice={data} />
      <InvoiceCalculationSection invoice={data} />
      <InvoicePaymentPanel invoice={data} />
      <InvoiceHistory events={data.history} />
      <Divider />
      <InvoicePdfPreview invoice={data} />
      {editing ? <EditInvoiceDialog invoice={data} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
