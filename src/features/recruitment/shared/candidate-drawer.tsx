import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useCandidate } from '@/api/recruitment/recruitment.queries';
import { DetailDrawer, DetailDrawerStates } from '@/components/layout/detail-drawer';
import { employeeProfileHref } from '@/lib/employee-links';
import { CandidateCvSection } from './candidate-cv-section';
import { CandidateDuplicatesSection } from './candidate-duplicates-section';
import { CandidateHistory } from './candidate-history';
import { CandidateNotes } from './candidate-notes';
import { CandidateStageSection } from './candidate-stage-section';
import { CandidateSummary } from './candidate-summary';
import { RegistrationLinkButton } from './registration-link-button';
import { useCandidateActions } from './use-candidate-actions';

export type CandidateDrawerProps = { id: number | null; onClose: () => void };

const WIDTH = 600;

// One candidate whole: who, where in the pipeline, their CV, what happened, notes and what to do next.
export function CandidateDrawer({ id, onClose }: CandidateDrawerProps) {
  return (
    <DetailDrawer closeLabel="Close candidate" width={WIDTH} id={id} onClose={onClose}>
      {(id, titleId) => <CandidateDetail id={id} titleId={titleId} />}
    </DetailDrawer>
  );
}

function CandidateDetail({ id, titleId }: { id: number; titleId: string }) {
  const candidate = useCandidate(id);
  if (!candidate.data) {
    return (
      <DetailDrawerStates
        titleId={titleId}
        label="Candidate"
        query={candidate}
        loadingLabel="Loading the candidate"
        errorMessage="The candidate could not be loaded."
      />
    );
  }
  return <CandidateDetailOf candidate={candidate.data} titleId={titleId} />;
}

function CandidateDetailOf({ candidate, titleId }: { candidate: Candidate; titleId: string }) {
  const actions = useCandidateActions(candidate);
  const rejected = candidate.status === 'rejected';
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" id={titleId}>
          {candidate.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={rejected ? 'Rejected' : 'Active candidate'}
            color={rejected ? 'default' : 'primary'}
            variant="outlined"
          />
          <Button component={NextLink} href={employeeProfileHref(candidate.id)} size="small">
            Open full profile
          </Button>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label="Actions"
        >
          {actions.hire ? (
            <Button variant="contained" onClick={actions.hire.run}>
              {actions.hire.label}
            </Button>
          ) : null}
          {actions.reject ? (
            <Button variant="outlined" color="error" onClick={actions.reject.run}>
              {actions.reject.label}
            </Button>
          ) : null}
          {actions.restore ? (
            <Button variant="contained" onClick={actions.restore.run} loading={actions.restore.busy}>
              {actions.restore.label}
            </Button>
          ) : null}
          {rejected ? null : <RegistrationLinkButton candidate={candidate} />}
        </Stack>
      </Box>
      {rejected ? null : <CandidateStageSection candidate={candidate} actions={actions} />}
      <CandidateSummary candidate={candidate} />
      <CandidateCvSection candidate={candidate} />
      {candidate.duplicates_count > 0 ? <CandidateDuplicatesSection candidate={candidate} /> : null}
      <CandidateHistory id={candidate.id} />
      <CandidateNotes id={candidate.id} />
      {actions.dialogs}
    </Stack>
  );
}
