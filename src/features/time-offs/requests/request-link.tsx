import Link from '@mui/material/Link';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { openRequestQuery } from '../request/request-address';

// Opens a request's drawer over the list as it is (the list's filters stay in the link).
export function RequestLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  const router = useRouter();
  return (
    <Link
      component={NextLink}
      href={{ pathname: router.pathname, query: openRequestQuery(router.query, id) }}
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
