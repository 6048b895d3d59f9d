import { enqueueSnackbar } from 'notistack';
import { isApiError } from '@/api/api-error';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useSendRegistrationLink } from '@/api/recruitment/recruitment.mutations';
import { CopyLinkButton } from '@/components/clipboard/copy-link-button';

export const LINK_NOT_SENT = 'The registration link could not be made. Try again.';

// Makes (and sends) the candidate's employee-registration link, then copies it: "Link copied" for one
// second (SPEC §9).
export function useRegistrationLink(candidate: Pick<Candidate, 'id'>) {
  const send = useSendRegistrationLink();
  return async (): Promise<string> => {
    try {
      return (await send.mutateAsync(candidate.id)).url;
    } catch (error) {
      enqueueSnackbar(isApiError(error) && error.message ? error.message : LINK_NOT_SENT, {
        variant: 'error',
      });
      throw error;
    }
  };
}

export function RegistrationLinkButton({
  candidate,
  variant = 'button',
}: {
  candidate: Pick<Candidate, 'id' | 'name'>;
  variant?: 'icon' | 'button';
}) {
  const linkOf = useRegistrationLink(candidate);
  return (
    <CopyLinkButton
      variant={variant}
      url={linkOf}
      text="Send registration link"
      label={`Send registration link to ${candidate.name} and copy it`}
    />
  );
}
