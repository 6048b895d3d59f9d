import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useId, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { UNEXPECTED_ERROR_MESSAGE } from '@/api/error-policy';
import { useAcceptInvitation, useDeclineInvitation } from '@/api/invitations/invitation.mutations';
import { useInvitations } from '@/api/invitations/invitation.queries';
import type { Invitation } from '@/api/invitations/invitation.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';

export const INVITATION_GONE_MESSAGE = 'This invitation is no longer open.';

// What the list says about a refused answer; nothing when the error policy already told (no connection).
function problemOf(error: unknown): string | null {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  if (error.connection) return null;
  if (error.status === 404) return INVITATION_GONE_MESSAGE;
  return error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : UNEXPECTED_ERROR_MESSAGE;
}

// The signed-in person's invitations to other organisations: joining one takes their acceptance here.
export function PendingInvitations() {
  const headingId = useId();
  const invitations = useInvitations(1);
  const [declining, setDeclining] = useState<Invitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: unknown) => {
    setProblem(problemOf(error));
    void invitations.refetch();
  };
  const accept = useAcceptInvitation({
    onSuccess: (organization) =>
      enqueueSnackbar(`You joined ${organization.name}. Choose it above to switch to it.`, {
        variant: 'success',
      }),
    onError,
  });
  const decline = useDeclineInvitation({ onSuccess: () => setDeclining(null), onError });
  const busy = accept.isPending || decline.isPending;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Invitations
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
      {invitations.isPending ? (
        <LoadingState rows={1} label="Loading invitations" />
      ) : invitations.isError ? (
        <ErrorState message="Invitations could not be loaded." onRetry={() => void invitations.refetch()} />
      ) : invitations.data.data.data.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No invitations are waiting for you.
        </Typography>
      ) : (
        <List aria-labelledby={headingId} dense>
          {invitations.data.data.data.map((invitation) => {
            const name = invitation.organization.name;
            return (
              <ListItem key={invitation.id} disableGutters>
                <ListItemText
                  primary={name}
                  secondary={invitation.invited_by ? `Invited by ${invitation.invited_by}` : 'Invited'}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="contained"
                    aria-label={`Accept the invitation to ${name}`}
                    disabled={busy}
                    loading={accept.isPending && accept.variables === invitation.id}
                    onClick={() => {
                      setProblem(null);
                      accept.mutate(invitation.id);
                    }}
                  >
                    Accept
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Decline the invitation to ${name}`}
                    disabled={busy}
                    onClick={() => {
                      setProblem(null);
                      setDeclining(invitation);
                    }}
                  >
                    Decline
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={declining !== null}
        title="Decline the invitation?"
        description={`You will not join ${declining?.organization.name ?? 'this organisation'}. Its administrator can invite you again.`}
        confirmLabel="Decline"
        destructive
        busy={decline.isPending}
        onConfirm={() => declining && decline.mutate(declining.id)}
        onClose={() => setDeclining(null)}
      />
    </Box>
  );
}
