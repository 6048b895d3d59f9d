import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'querystring';
import type { ReactNode } from 'react';

export type DrawerLinkProps = {
  // The page's query with the drawer open (the feature knows its keys).
  opens: (query: ParsedUrlQuery) => ParsedUrlQuery;
  label?: string;
  children: ReactNode;
};

// Opens a row's drawer over the page as it is (the page's filters stay in the link).
export function DrawerLink({ opens, label, children }: DrawerLinkProps) {
  const router = useRouter();
  return (
    <Link
      component={NextLink}
      href={{ pathname: router.pathname, query: opens(router.query) }}
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
