import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@/lib/demo-accounts';

// Shown only with the mocked API: the seeded accounts, one click to fill the form.
export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  return (
    <Box component="section" aria-labelledby="demo-accounts-heading" sx={{ mt: 3 }}>
      <Typography id="demo-accounts-heading" variant="h3" component="h2" gutterBottom>
        Demo accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The mocked API is on. Every account has the password <code>{DEMO_PASSWORD}</code>.
      </Typography>
      <Table size="small" aria-labelledby="demo-accounts-heading">
        <TableHead>
          <TableRow>
            <TableCell>Organisation</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {DEMO_ACCOUNTS.map((account) => (
            <TableRow key={account.email}>
              <TableCell>{account.organization}</TableCell>
              <TableCell>{account.role}</TableCell>
              <TableCell>{account.email}</TableCell>
              <TableCell padding="none">
                <Button size="small" onClick={() => onUse(account)} aria-label={`Use ${account.email}`}>
                  Use
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
