import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  decodeToken,
  getSession,
  isSameAccount,
  isTokenExpired,
  startSession,
  type TokenClaims,
} from '@/api/session';
import { defineScreen } from '@/components/layout/screen';

type HandOff =
  | { step: 'reading' }
  | { step: 'invalid' }
  | { step: 'confirm'; token: string; claims: TokenClaims; current: TokenClaims | null }
  | { step: 'switching' };

// Reads the token once and takes it out of the address bar before anything else, so history, a shared
// screenshot or a page view never holds it, also when it is refused.
function takeTokenFromAddress(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  return token;
}

// The hand-off of an organisation switch: the new tenant's token arrives in the fragment, which never
// reaches a server. It replaces the session at once only when it names the signed-in person's identity;
// any other token (no session, another account, even one with the same e-mail: a link someone else
// made) is switched to only after asking.
function OrganizationSwitchPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [handOff, setHandOff] = useState<HandOff>({ step: 'reading' });
  const token = useRef<string | null | undefined>(undefined);

  const switchTo = useCallback(
    (next: string) => {
      setHandOff({ step: 'switching' });
      queryClient.clear();
      startSession(next);
      void router.replace('/employees');
    },
    [queryClient, router],
  );

  useEffect(() => {
    // Read once: a second run of the effect (strict mode) finds the address already cleaned.
    if (token.current === undefined) token.current = takeTokenFromAddress();
    const next = token.current;
    const claims = next ? decodeToken(next) : null;
    if (!next || !claims || isTokenExpired(claims)) {
      setHandOff({ step: 'invalid' });
      return;
    }
    const current = getSession().claims;
    if (isSameAccount(current, claims)) switchTo(next);
    else setHandOff({ step: 'confirm', token: next, claims, current });
  }, [switchTo]);

  return (
    <Box>
      <Typography variant="h1" component="h1" gutterBottom>
        Switching organisation
      </Typography>
      {handOff.step === 'invalid' ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            This link cannot switch your organisation. Please choose the organisation again or log in.
          </Alert>
          <Button variant="contained" component={NextLink} href="/login">
            Log in
          </Button>
        </>
      ) : handOff.step === 'confirm' ? (
        <ConfirmSwitch
          claims={handOff.claims}
          current={handOff.current}
          onContinue={() => switchTo(handOff.token)}
          onCancel={() => void router.replace(handOff.current ? '/employees' : '/login')}
        />
      ) : (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Opening your organisation…</Typography>
        </Box>
      )}
    </Box>
  );
}

function ConfirmSwitch({
  claims,
  current,
  onContinue,
  onCancel,
}: {
  claims: TokenClaims;
  current: TokenClaims | null;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const signedIn = current !== null;
  const account = claims.email ?? claims.name ?? 'another account';
  const sameEmail = Boolean(claims.email && current?.email?.toLowerCase() === claims.email.toLowerCase());
  return (
    <Box component="section" aria-labelledby="switch-question">
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography id="switch-question" component="p" sx={{ fontWeight: 600 }}>
          Continue as {account} in organisation {claims.tenant}?
        </Typography>
        <Typography component="p">
          {signedIn
            ? 'This link signs in another account than yours. '
            : 'This link signs you in, and you did not start it from your account menu. '}
          {sameEmail ? 'It has your e-mail address, but it is not your account. ' : ''}
          Continue only if you opened it yourself.
        </Typography>
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onContinue}>
          Continue as {account}
        </Button>
        <Button onClick={onCancel}>{signedIn ? 'Stay in my organisation' : 'Cancel'}</Button>
      </Stack>
    </Box>
  );
}

export const OrganizationSwitchScreen = defineScreen(OrganizationSwitchPage, {
  title: 'Switching organisation',
  access: 'public',
  layout: 'auth',
});
