import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import { apiBaseUrl, appVersion, isMockingEnabled } from '@/api/config';
import { useResetDemoData } from '@/api/diagnostics/diagnostics.api';
import { centralBaseUrl, tenantBaseUrl } from '@/api/tenant';
import { useSession } from '@/api/use-session';
import { useCurrentUser } from '@/api/users/user.queries';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { defineScreen } from '@/components/layout/screen';

function yesNo(value: boolean): string {
  return value ? 'on' : 'off';
}

// What support and QA ask for first: which build, which API, which tenant, and whether it is the mock.
function DiagnosticsPage() {
  const { claims, impersonation } = useSession();
  const { user } = useCurrentUser();
  const reset = useResetDemoData();
  const [confirming, setConfirming] = useState(false);
  const rows: Array<[string, string]> = [
    ['Version', appVersion],
    ['Build', process.env.NODE_ENV ?? ''],
    ['API base', apiBaseUrl()],
    ['Tenant API', claims ? tenantBaseUrl(apiBaseUrl(), claims.tenant) : '—'],
    ['Central API', centralBaseUrl(apiBaseUrl())],
    ['Tenant', claims?.tenant ?? '—'],
    ['Signed in as', user ? `${user.name} (${user.email})` : (claims?.email ?? '—')],
    ['Role', user?.role ?? '—'],
    ['Impersonating', impersonation ? impersonation.name : 'no'],
    ['Mocked API', yesNo(isMockingEnabled)],
    ['Error reporting', yesNo(process.env.NEXT_PUBLIC_SENTRY_ENABLED === 'true')],
    ['Analytics', yesNo(Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID))],
    ['Tag manager', yesNo(Boolean(process.env.NEXT_PUBLIC_GTM_ID))],
  ];
  const copy = async () => {
    await navigator.clipboard.writeText(rows.map(([k, v]) => `${k}: ${v}`).join('\n'));
    enqueueSnackbar('Diagnostics copied', { variant: 'success' });
  };

  return (
    <>
      <PageHeader
        title="Diagnostics"
        subtitle="Details to include when you report a problem."
        actions={<Button onClick={() => void copy()}>Copy details</Button>}
      />
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Table aria-label="Diagnostics">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 220, fontWeight: 500 }}>
                  {label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {isMockingEnabled ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" component="h2" gutterBottom>
            Demo data
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Changes you make in the demo are kept in this browser. Resetting brings back the original seeded
            data for every organisation.
          </Typography>
          {reset.isSuccess ? (
            <Alert severity="success" sx={{ mb: 2 }} role="status">
              Demo data has been reset.
            </Alert>
          ) : null}
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Reset demo data
          </Button>
          <ConfirmDialog
            open={confirming}
            title="Reset demo data?"
            description="Every change made in this demo will be lost and the seeded data restored."
            confirmLabel="Reset"
            destructive
            busy={reset.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
          />
        </Paper>
      ) : null}
    </>
  );
}

export const DiagnosticsScreen = defineScreen(DiagnosticsPage, {
  title: 'Diagnostics',
  access: 'private',
  layout: 'app',
});
