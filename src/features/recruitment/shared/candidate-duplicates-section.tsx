import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useDuplicates } from '@/api/recruitment/recruitment.queries';
import { QueryStates } from '@/components/feedback/query-states';
import { DrawerSection } from '@/components/layout/drawer-section';
import { DuplicateList } from './duplicate-list';
import { useDuplicateActions } from './use-open-duplicate';

// Others sharing this candidate's e-mail, phone or profile link (the list says how many there are).
export function CandidateDuplicatesSection({ candidate }: { candidate: Candidate }) {
  const duplicates = useDuplicates({
    email: candidate.email,
    phone: candidate.phone ?? undefined,
    linkedin: candidate.linkedin ?? undefined,
    except_id: candidate.id,
  });
  const actions = useDuplicateActions();
  return (
    <DrawerSection title="Possible duplicates">
      {duplicates.data ? (
        <DuplicateList
          title={`${duplicates.data.length} ${duplicates.data.length === 1 ? 'person shares' : 'people share'} these details`}
          duplicates={duplicates.data}
          onOpen={actions.open}
          onRestore={actions.restore}
          restoringId={actions.restoringId}
        />
      ) : (
        <QueryStates
          query={duplicates}
          loadingLabel="Checking for duplicates"
          errorMessage="The possible duplicates could not be loaded."
        />
      )}
    </DrawerSection>
  );
}
