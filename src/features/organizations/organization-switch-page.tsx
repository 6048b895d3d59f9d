import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { decodeToken, startSession } from '@/api/session';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { defineScreen } from '@/components/layout/screen';

// The hand-off of an organisation switch: the new tenant's token arrives in the fragment, which never
// reaches a server, and replaces the session.
function OrganizationSwitchPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const token = hydrated ? new URLSearchParams(window.location.hash.slice(1)).get('token') : null;
  const valid = token !== null && decodeToken(token) !== null;
  const failed = hydrated && !valid;

  useEffect(() => {
    if (!valid || !token) return;
    queryClient.clear();
    startSession(token);
    void router.replace('/employees');
  }, [valid, token, queryClient, router]);

  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        Switching organisation
      </Typography>
      {failed ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            This link cannot switch your organisation. Please choose the organisation again or log in.
          </Alert>
          <Button variant="contained" component={NextLink} href="/login">
            Log in
          </Button>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Opening your organisation…</Typography>
        </Box>
      )}
    </Box>
  );
}

export const OrganizationSwitchScreen = defineScreen(OrganizationSwitchPage, {
  title: 'Switching organisation',
  access: 'public',
  layout: 'auth',
});
