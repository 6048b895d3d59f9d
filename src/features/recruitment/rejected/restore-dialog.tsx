import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useRestoreCandidate } from '@/api/recruitment/recruitment.mutations';
import { FormDialog } from '@/components/form/form-dialog';
import { OptionSelect } from '@/components/form/option-select';
import type { SelectOption } from '@/components/form/select-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';

export type RestoreDialogProps = {
  candidate: Candidate;
  stageOptions: SelectOption[];
  stageName: (key: string) => string;
  onClose: () => void;
};

type RestoreForm = { stage: string };

// Back into the pipeline: to the stage they left by default, or another. The API takes no stage for
// "where they were", so only a different choice is sent.
export function RestoreDialog({ candidate, stageOptions, stageName, onClose }: RestoreDialogProps) {
  const leftAt = candidate.rejection?.stage ?? candidate.stage;
  const form = useForm<RestoreForm>({ defaultValues: { stage: leftAt } });
  const restore = useRestoreCandidate();
  const dialog = useFormDialogSubmit(form, {
    save: ({ stage }) => restore.mutateAsync({ id: candidate.id, stage: stage === leftAt ? null : stage }),
    fields: ['stage'],
    savedMessage: ({ stage }) => `${candidate.name} is back in the pipeline at ${stageName(stage)}`,
    onClose,
  });
  return (
    <FormDialog open title={`Restore ${candidate.name}?`} submitLabel="Restore" {...dialog}>
      <Typography>
        {`Rejected at ${stageName(leftAt)}${candidate.rejection ? ` for "${candidate.rejection.reason.name}"` : ''}. They return to the active candidates.`}
      </Typography>
      <OptionSelect control={form.control} name="stage" label="Restore to stage" options={stageOptions} />
    </FormDialog>
  );
}
