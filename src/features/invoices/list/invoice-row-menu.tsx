import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { bulkSkipReason, type BulkAction } from '@/lib/invoice-bulk';
import { useInvoiceActions } from './invoice-actions-context';
import { opensInvoice } from '../drawer/invoice-drawer-url';

// A row's own actions: open, approve, reject with a reason, payment status, delete.
export function InvoiceRowMenu({ invoice }: { invoice: InvoiceListItem }) {
  const actions = useInvoiceActions();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const run = (action: (invoice: InvoiceListItem) => void) => () => {
    close();
    action(invoice);
  };
  // The rules the bulk actions and the server apply: a payment keeps an invoice approved and stored.
  const refused = (action: BulkAction) => bulkSkipReason(action, invoice) !== null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${invoice.number}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor ? (
        <Menu open anchorEl={anchor} onClose={close}>
          <MenuItem
            component={NextLink}
            href={{
              pathname: router.pathname,
              query: opensInvoice(invoice.id)(router.query),
            }}
            shallow
            scroll={false}
            onClick={close}
          >
            Open
          </MenuItem>
          {actions?.canApprove ? (
            <MenuItem disabled={refused('approve')} onClick={run(actions.approve)}>
              Approve
            </MenuItem>
          ) : null}
          {actions?.canApprove ? (
            <MenuItem disabled={refused('reject')} onClick={run(actions.reject)}>
              Reject…
            </MenuItem>
          ) : null}
          {actions?.canUpdate ? (
            <MenuItem onClick={run(actions.setPaymentStatus)}>Payment status…</MenuItem>
          ) : null}
          {actions?.canUpdate ? (
            <MenuItem disabled={refused('delete')} onClick={run(actions.remove)}>
              Delete…
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
    </>
  );
}
