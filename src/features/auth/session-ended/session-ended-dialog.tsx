import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { useLogInAgain } from '@/api/auth/auth.mutations';
import { loginInputSchema, type LoginInput } from '@/api/auth/auth.schemas';
import type { TokenClaims } from '@/api/session';
import { PasswordField } from '@/components/form/password-field';
import { submitForm } from '@/components/form/use-page-form-submit';
import { loginPathFor } from '@/lib/return-to';
import { EmailField } from '../shared/email-field';

export const SESSION_ENDED_TITLE = 'Your session has ended';

const FIELDS = ['email', 'password'] as const;

// Over a screen whose session ran out while it was open: the screen stays mounted underneath with what
// was typed, and logging in again as the same person carries on where they were.
export function SessionEndedDialog({ account }: { account: TokenClaims | null }) {
  const router = useRouter();
  const logInAgain = useLogInAgain(account);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: account?.email ?? '', password: '' },
  });
  // The new session's token closes this dialog (it shows only while there is none): nothing to do after.
  const submit = submitForm(
    form,
    { save: (values) => logInAgain.mutateAsync(values), fields: FIELDS },
    () => undefined,
  );
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Dialog open aria-labelledby="session-ended-title" aria-describedby="session-ended-text">
      <form onSubmit={submit} noValidate aria-label="Log in again">
        <DialogTitle id="session-ended-title">{SESSION_ENDED_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="session-ended-text" sx={{ mb: 2 }}>
            Log in again to carry on. What you typed on this page stays here until you do.
          </DialogContentText>
          <Stack spacing={2}>
            {serverError ? <Alert severity="error">{serverError}</Alert> : null}
            <EmailField control={form.control} autoComplete="username" autoFocus={!account?.email} />
            <PasswordField
              control={form.control}
              name="password"
              label="Password"
              autoComplete="current-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void router.push(loginPathFor(router.asPath))}>
            Log in as someone else
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Log in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
