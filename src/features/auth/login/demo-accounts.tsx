import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS, type DemoAccount } from '@/lib/demo-accounts';
import { visuallyHidden } from '@/components/layout/visually-hidden';

// Shown only with the mocked API: the seeded accounts, grouped by organisation, one click to fill the form.
export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  return (
    <Box component="section" aria-labelledby="demo-accounts-heading" sx={{ mt: 3 }}>
      <Typography id="demo-accounts-heading" variant="h3" component="h2" gutterBottom>
        Demo accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The mocked API is on. Every account has the password <code>{DEMO_PASSWORD}</code>.
      </Typography>
      <Table size="small" aria-labelledby="demo-accounts-heading" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 84 }}>Role</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell sx={{ width: 56 }}>
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {DEMO_TENANTS.map(({ tenant, organization }) => (
            <Fragment key={tenant}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="rowgroup"
                  colSpan={3}
                  sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                >
                  {organization}
                </TableCell>
              </TableRow>
              {DEMO_ACCOUNTS.filter((account) => account.tenant === tenant).map((account) => (
                <TableRow key={account.email}>
                  <TableCell>{account.role}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{account.email}</TableCell>
                  <TableCell padding="none">
                    <Button size="small" onClick={() => onUse(account)} aria-label={`Use ${account.email}`}>
                      Use
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
