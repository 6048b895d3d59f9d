import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import type { BulkAction } from '@/lib/invoice-bulk';
import type { InvoiceFileButtonsProps } from '../files/invoice-file-buttons';
import { invoicesCount } from './invoice-action-words';

// Downloads only once something is selected: the bar is not on screen before.
const InvoiceFileButtons = dynamic<InvoiceFileButtonsProps>(() =>
  import('../files/invoice-file-buttons').then((module) => module.InvoiceFileButtons),
);

// What can be done to the selected invoices at once, by what the person may do.
export function InvoiceBulkBar({
  selectedIds,
  known,
  canApprove,
  canUpdate,
  onAsk,
  onClear,
}: {
  selectedIds: readonly number[];
  known: ReadonlyMap<number, InvoiceListItem>;
  canApprove: boolean;
  canUpdate: boolean;
  onAsk: (action: BulkAction) => void;
  onClear: () => void;
}) {
  return (
    <BulkActionsBar count={selectedIds.length} noun={invoicesCount} onClear={onClear}>
      {canApprove ? (
        <>
          <Button onClick={() => onAsk('approve')}>Approve</Button>
          <Button onClick={() => onAsk('reject')}>Reject</Button>
        </>
      ) : null}
      {canUpdate ? (
        <>
          <Button onClick={() => onAsk('paid')}>Mark paid</Button>
          <Button onClick={() => onAsk('not_paid')}>Mark not paid</Button>
        </>
      ) : null}
      <InvoiceFileButtons
        invoices={selectedIds.map((id) => ({ id, number: known.get(id)?.number ?? String(id) }))}
      />
      {canUpdate ? (
        <Button color="error" onClick={() => onAsk('delete')}>
          Delete
        </Button>
      ) : null}
    </BulkActionsBar>
  );
}
