import { useRouter } from 'next/router';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import type { CandidateDuplicate } from '@/api/recruitment/candidate.schemas';
import { useRestoreCandidate } from '@/api/recruitment/recruitment.mutations';
import { employeeProfileHref } from '@/lib/employee-links';
import { opensCandidate } from './candidate-address';

// Open and Restore of a possible duplicate: a candidate opens in the drawer on this page, an employee on
// their profile; a restored candidate goes back to the stage they left and opens.
export function useDuplicateActions(afterOpen?: () => void) {
  const router = useRouter();
  const restore = useRestoreCandidate();
  const [restoringId, setRestoringId] = useState<number | null>(null);

  const open = (duplicate: Pick<CandidateDuplicate, 'id' | 'status'>) => {
    afterOpen?.();
    if (duplicate.status === 'employee') return void router.push(employeeProfileHref(duplicate.id));
    void router.push(
      { pathname: router.pathname, query: opensCandidate(duplicate.id)(router.query) },
      undefined,
      { shallow: true, scroll: false },
    );
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
