import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useVerifyEmail } from '@/api/auth/auth.mutations';
import { defineScreen } from '@/components/layout/screen';
import { useUrlState } from '@/components/url/use-url-state';
import { verificationUrl } from './verification-url';

// Opened from the e-mailed link: checks it once and says what happened.
function VerificationPage() {
  const router = useRouter();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const [link] = useUrlState(verificationUrl);

  // The link is in the address only once the router is ready; it is checked once.
  useEffect(() => {
    if (!router.isReady || started.current || link === null) return;
    started.current = true;
    verify.mutate(link);
  }, [router.isReady, link, verify]);

  const invalid = router.isReady && link === null;
  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        E-mail verification
      </Typography>
      {verify.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {verify.data.message}
          </Alert>
          <Button variant="contained" component={NextLink} href="/login">
            Go to log in
          </Button>
        </Stack>
      ) : verify.isError || invalid ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            This verification link is invalid or has expired.
          </Alert>
          <Button variant="contained" component={NextLink} href="/verify-notice">
            Send a new link
          </Button>
        </Stack>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking your link…</Typography>
        </Box>
      )}
    </Box>
  );
}

export const VerificationScreen = defineScreen(VerificationPage, {
  title: 'E-mail verification',
  access: 'public',
  layout: 'auth',
});
