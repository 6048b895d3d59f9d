import { useRouter } from 'next/router';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState } from 'react';
import type { CandidateDuplicate } from '@/api/recruitment/candidate.schemas';
import { useRestoreCandidate } from '@/api/recruitment/recruitment.mutations';
import { employeeProfileHref } from '@/lib/employee-links';
import { useUrlState } from '@/components/url/use-url-state';
import { candidateDrawerUrl } from './candidate-url';

// Open and Restore of a possible duplicate: a candidate opens in the drawer on this page, an employee on
// their profile; a restored candidate goes back to the stage they left and opens.
export function useDuplicateActions(afterOpen?: () => void) {
  const router = useRouter();
  const [, setOpenCandidate] = useUrlState(candidateDrawerUrl);
  const restore = useRestoreCandidate();
  const [restoringId, setRestoringId] = useState<number | null>(null);

  const open = (duplicate: Pick<CandidateDuplicate, 'id' | 'status'>) => {
    afterOpen?.();
    if (duplicate.status === 'employee') return void router.push(employeeProfileHref(duplicate.id));
    setOpenCandidate({ id: duplicate.id }, 'push');
  };

  const restoreOne = async (duplicate: CandidateDuplicate) => {
    setRestoringId(duplicate.id);
    try {
      await restore.mutateAsync({ id: duplicate.id });
      enqueueSnackbar(`${duplicate.name} is back in the pipeline.`, { variant: 'success' });
      open({ id: duplicate.id, status: 'active' });
    } catch {
      // The error policy has told of it.
    } finally {
      setRestoringId(null);
    }
  };

  return { open, restore: (duplicate: CandidateDuplicate) => void restoreOne(duplicate), restoringId };
}
