import { enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { isApiError } from '@/api/api-error';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useSendRegistrationLink } from '@/api/recruitment/recruitment.mutations';
import { copyText } from '@/components/clipboard/copy-text';
import { COPY_LINK_FEEDBACK_MS } from '@/lib/constants';

export const REGISTRATION_LINK_COPIED = 'Registration link copied';

// 'l': a new registration link for the candidate, put on the clipboard, said for a second (SPEC §9).
export function useCopyRegistrationLink() {
  const { mutateAsync } = useSendRegistrationLink();
  return useCallback(
    async (candidate: Candidate) => {
      try {
        const link = await mutateAsync(candidate.id);
        if (!(await copyText(link.url))) throw new Error('the clipboard refused it');
        enqueueSnackbar(REGISTRATION_LINK_COPIED, {
          variant: 'success',
          autoHideDuration: COPY_LINK_FEEDBACK_MS,
        });
      } catch (error) {
        const reason = isApiError(error) || error instanceof Error ? error.message : 'try again';
        enqueueSnackbar(`The registration link could not be copied: ${reason}`, { variant: 'error' });
      }
    },
    [mutateAsync],
  );
}
