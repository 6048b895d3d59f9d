import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { invoiceHref } from '@/components/finance/invoice-status';
import { positiveIdOf } from '@/lib/positive-id';
import { CREATE_QUERY_KEYS, type NewInvoiceType } from '@/lib/new-invoice-link';
import type { NewInvoiceWizardProps } from './new-invoice-wizard';

// The wizard (its form, steps and date pickers) loads on first use, not with /invoices.
const NewInvoiceWizard = dynamic<NewInvoiceWizardProps>(() =>
  import('./new-invoice-wizard').then((module) => module.NewInvoiceWizard),
);

const typeOf = (value: unknown): NewInvoiceType | null =>
  value === 'hours' || value === 'vacation' ? value : null;

// The header's "New invoice" split button (From hours / From vacation) and the wizard it opens. The
// wizard is addressed by the URL (?create=hours&create_project=12&create_month=2025-03), so a
// project's Invoices tab and the uninvoiced-month banner open it by a link.
export function NewInvoiceButton() {
  const router = useRouter();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const setMenuOpen = (_open: false) => setMenuAnchor(null);
  const type = typeOf(router.query[CREATE_QUERY_KEYS.type]);
  const projectId = positiveIdOf(router.query[CREATE_QUERY_KEYS.project]);
  const month = router.query[CREATE_QUERY_KEYS.month];

  const open = (next: NewInvoiceType) => {
    setMenuOpen(false);
    void router.push(
      { pathname: router.pathname, query: { ...router.query, [CREATE_QUERY_KEYS.type]: next } },
      undefined,
      {
        shallow: true,
      },
    );
  };
  const close = useCallback(() => {
    const query = { ...router.query };
    for (const key of Object.values(CREATE_QUERY_KEYS)) delete query[key];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [router]);

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
          key={`${type}-${projectId ?? ''}-${typeof month === 'string' ? month : ''}`}
          type={type}
          projectId={projectId}
          month={typeof month === 'string' ? month : null}
          onClose={close}
          onCreated={(invoice) => void router.push(invoiceHref(invoice.id), undefined, { shallow: true })}
        />
      ) : null}
    </>
  );
}
