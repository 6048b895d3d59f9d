import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useStages } from '@/api/recruitment/recruitment.queries';
import { DrawerSection } from '@/components/layout/drawer-section';
import { SelectField } from '@/components/form/select-field';
import { stageNameOf } from '@/lib/recruitment-duplicates';
import {
  DEFAULT_STAGE_NAMES,
  isProfileEditableAt,
  PIPELINE_STAGES,
  PROFILE_EDITABLE_FROM,
  PROFILE_LOCKED_MESSAGE,
  stalenessOf,
} from '@/lib/recruitment-stages';
import type { CandidateActions } from './use-candidate-actions';

const STALENESS_WORDS = { fresh: '', warning: ' (getting stale)', alert: ' (stale)' } as const;

// Where the candidate is, moved by the select; before pre-offer the profile is the candidate's own, and
// the screen says so with a one-click move to pre-offer.
export function CandidateStageSection({
  candidate,
  actions,
}: {
  candidate: Candidate;
  actions: CandidateActions;
}) {
  const stages = useStages();
  const options = (
    stages.data ?? PIPELINE_STAGES.map((key, order) => ({ key, name: DEFAULT_STAGE_NAMES[key], order }))
  )
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((stage) => ({ value: stage.key, label: stage.name }));
  const days = candidate.days_in_stage;
  return (
    <DrawerSection title="Stage">
      <Stack spacing={1.5}>
        <SelectField
          label="Stage"
          value={candidate.stage}
          onChange={(stage) => {
            if (stage !== candidate.stage) actions.moveTo(stage);
          }}
          options={options}
          disabled={actions.moving}
          fullWidth
          helperText={`${days} ${days === 1 ? 'day' : 'days'} at this stage${STALENESS_WORDS[stalenessOf(days)]}`}
        />
        {isProfileEditableAt(candidate.stage) ? (
          <Typography variant="body2" color="text.secondary">
            The profile can be edited at this stage.
          </Typography>
        ) : (
          <Alert
            severity="info"
            icon={<LockOutlined fontSize="inherit" />}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => actions.moveTo(PROFILE_EDITABLE_FROM)}
                loading={actions.moving}
              >
                Move to {stageNameOf(PROFILE_EDITABLE_FROM, stages.data)}
              </Button>
            }
          >
            {PROFILE_LOCKED_MESSAGE}
          </Alert>
        )}
      </Stack>
    </DrawerSection>
  );
}
