import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback } from 'react';
import type { Candidate, RegistrationLinkSent } from '@/api/recruitment/candidate.schemas';
import { useSendRegistrationLink } from '@/api/recruitment/recruitment.mutations';
import { dayLabel } from '@/lib/calendar-day';

// The recruiter learns that the link went out, to whom and until when; the link itself goes only to
// the candidate's inbox (issue 30, H2).
export const registrationSentMessage = ({ email, expires_at }: RegistrationLinkSent): string =>
  `Registration link sent to ${email}. It works until ${dayLabel(new Date(expires_at))}.`;

// E-mails the candidate a new registration link (their earlier one stops working) and says so. A
// refusal is said by the error policy, in the server's words.
export function useSendRegistrationLinkWithNotice() {
  const { mutate, isPending } = useSendRegistrationLink();
  const send = useCallback(
    (candidate: Pick<Candidate, 'id'>) =>
      mutate(candidate.id, {
        onSuccess: (sent) => enqueueSnackbar(registrationSentMessage(sent), { variant: 'success' }),
      }),
    [mutate],
  );
  return { send, isPending };
}

export function RegistrationLinkButton({ candidate }: { candidate: Pick<Candidate, 'id' | 'name'> }) {
  const { send, isPending } = useSendRegistrationLinkWithNotice();
  return (
    <Button
      variant="outlined"
      startIcon={<ForwardToInbox />}
      aria-label={`Send registration link to ${candidate.name}`}
      loading={isPending}
      onClick={() => send(candidate)}
    >
      Send registration link
    </Button>
  );
}
