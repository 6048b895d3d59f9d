import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { invoiceHref } from '@/components/finance/invoice-status';
import { useUrlState } from '@/components/url/use-url-state';
import type { NewInvoiceType } from '@/lib/new-invoice-link';
import { CLOSED_WIZARD, newInvoiceUrl } from './new-invoice-url';
import type { NewInvoiceWizardProps } from './new-invoice-wizard';

// The wizard (its form, steps and date pickers) loads on first use, not with /invoices.
const NewInvoiceWizard = dynamic<NewInvoiceWizardProps>(() =>
  import('./new-invoice-wizard').then((module) => module.NewInvoiceWizard),
);

// The header's "New invoice" split button (From hours / From vacation) and the wizard it opens, by
// the link (new-invoice-url.ts).
export function NewInvoiceButton() {
  const router = useRouter();
  const [address, setAddress] = useUrlState(newInvoiceUrl);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const setMenuOpen = (_open: false) => setMenuAnchor(null);
  const { type, projectId, month } = address;

  // Opening is a step the Back button undoes.
  const open = (next: NewInvoiceType) => {
    setMenuOpen(false);
    setAddress({ ...address, type: next }, 'push');
  };
  const close = useCallback(() => setAddress(CLOSED_WIZARD), [setAddress]);

  return (
    <>
      <Box
        role="group"
        aria-label="New invoice"
        sx={{ display: 'inline-flex', boxShadow: 2, borderRadius: 1 }}
      >
        <Button
          variant="contained"
          disableElevation
          onClick={() => open('hours')}
          sx={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
        >
          New invoice
        </Button>
        <Button
          variant="contained"
          disableElevation
          size="small"
          sx={{
            minWidth: 0,
            px: 0.5,
            borderTopLeftRadius: 0,
            borderBottomLeftRadius: 0,
            borderLeft: 1,
            borderColor: 'primary.dark',
          }}
          aria-label="Choose what the new invoice is made from"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <ArrowDropDown />
        </Button>
      </Box>
      <Menu anchorEl={menuAnchor} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem onClick={() => open('hours')}>From hours</MenuItem>
        <MenuItem onClick={() => open('vacation')}>From vacation</MenuItem>
      </Menu>
      {type ? (
        <NewInvoiceWizard
          // A new link (another project or month) starts a new draft.
          key={`${type}-${projectId ?? ''}-${month ?? ''}`}
          type={type}
          projectId={projectId}
          month={month}
          onClose={close}
          onCreated={(invoice) => void router.push(invoiceHref(invoice.id), undefined, { shallow: true })}
        />
      ) : null}
    </>
  );
}
