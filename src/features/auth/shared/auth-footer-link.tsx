import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

export function AuthFooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Link component={NextLink} href={href}>
        {children}
      </Link>
    </Box>
  );
}
