import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { NamedItem } from '@/api/common.schemas';
import { useIndustries } from '@/api/industries/industries.reference';
import { useSkills } from '@/api/skills/skills.reference';
import {
  PROJECT_DESCRIPTION_MAX,
  USER_PROJECT_FORM_FIELDS,
  userProjectFormSchema,
  type UserProject,
  type UserProjectForm,
} from '@/api/user-projects/user-project.schemas';
import { AttachmentsField } from '@/components/form/attachments-field';
import { DateRangeField } from '@/components/form/date-range-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { AttachmentList } from '@/components/media/attachment-list';

export function projectFormValues(project: UserProject | null): UserProjectForm {
  return {
    name: project?.name ?? '',
    client: project?.client ?? '',
    role: project?.role ?? '',
    description: project?.description ?? '',
    start_date: project?.start_date ?? '',
    end_date: project?.end_date ?? '',
    industry_id: project?.industry_id ?? null,
    skill_ids: project ? [...project.skill_ids] : [],
    files: [],
  };
}

export type ProjectDialogProps = {
  // null: a new project.
  project: UserProject | null;
  userId: number;
  onClose: () => void;
  // Resolves when saved; a failure is thrown back so the form can show it and keep every value.
  onSave: (values: UserProjectForm) => Promise<unknown>;
};

const byName = (a: NamedItem, b: NamedItem) => a.name.localeCompare(b.name);

// Adds or edits one project. A failed save leaves the dialog open with everything as typed; a 422
// lands on its field.
export function ProjectDialog({ project, userId, onClose, onSave }: ProjectDialogProps) {
  const skills = useSkills();
  const industries = useIndustries();
  const skillOptions = useMemo(() => [...(skills.data ?? [])].sort(byName), [skills.data]);
  const industryOptions = useMemo(() => [...(industries.data ?? [])].sort(byName), [industries.data]);
  const form = useForm<UserProjectForm>({
    resolver: zodResolver(userProjectFormSchema),
    defaultValues: projectFormValues(project),
  });
  const { control } = form;
  const description = useWatch({ control, name: 'description' });
  const attached = project?.media ?? [];

  const dialog = useFormDialogSubmit(form, { save: onSave, fields: USER_PROJECT_FORM_FIELDS, onClose });

  return (
    <FormDialog open title={project ? `Edit ${project.name}` : 'Add project'} {...dialog}>
      <FormTextField control={control} name="name" label="Name" required fullWidth />
      <FormTextField control={control} name="client" label="Client" fullWidth />
      <FormTextField control={control} name="role" label="Role" fullWidth />
      <DateRangeField
        control={control}
        startName="start_date"
        endName="end_date"
        required
        endRequired={false}
        endHelperText="Leave empty while the project goes on"
      />
      <Controller
        control={control}
        name="industry_id"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={industryOptions}
            loading={industries.isPending}
            value={industryOptions.find((option) => option.id === field.value) ?? null}
            onChange={(_event, option) => field.onChange(option ? option.id : null)}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Industry"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="skill_ids"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            filterSelectedOptions
            options={skillOptions}
            loading={skills.isPending}
            // In the order chosen: the CV lists them so.
            value={field.value.flatMap((id) => skillOptions.filter((option) => option.id === id))}
            onChange={(_event, options) => field.onChange(options.map((option) => option.id))}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Skills"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'The skills used on this project'}
              />
            )}
          />
        )}
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        helperText={`${description.length} / ${PROJECT_DESCRIPTION_MAX}`}
      />
      <AttachmentsField
        control={control}
        name="files"
        attachedCount={attached.length}
        attachedHeading="Attached files"
        attachedList={
          <AttachmentList
            media={attached}
            userId={userId}
            editable
            label={`Attachments of ${project?.name ?? 'the project'}`}
          />
        }
        label="Attachments"
        buttonLabel={attached.length > 0 ? 'Add more files' : 'Add files'}
        disabled={dialog.saving}
      />
    </FormDialog>
  );
}
