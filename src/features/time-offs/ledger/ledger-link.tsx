import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { LedgerFocus } from '@/lib/time-off-balance-text';
import { ledgerHref } from './ledger-href';

// Opens a person's ledger over the page as it is (the page's filters stay in the link).
export function LedgerLink({
  userId,
  focus = null,
  label,
  children,
}: {
  userId: number;
  focus?: LedgerFocus | null;
  label?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <Link
      component={NextLink}
      href={ledgerHref(router.pathname, router.query, userId, focus)}
      shallow
      scroll={false}
      underline="hover"
      aria-label={label}
      sx={{ fontWeight: 500 }}
    >
      {children}
    </Link>
  );
}
