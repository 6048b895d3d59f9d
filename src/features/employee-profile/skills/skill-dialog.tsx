import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import type { NamedItem } from '@/api/common.schemas';
import { useAddUserSkill, useUpdateUserSkill } from '@/api/user-skills/user-skill.mutations';
import {
  userSkillFormSchema,
  type UserSkill,
  type UserSkillFormInput,
} from '@/api/user-skills/user-skill.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { COMPETENCY_OPTIONS, PROFICIENCY_OPTIONS } from './skill-levels';

const FIELDS = ['skill_id', 'proficiency', 'competency'] as const;

export type SkillDialogProps = {
  userId: number;
  // The skill being edited; absent when adding one.
  skill?: UserSkill;
  // The skills reference list, and the ids the person already has (not offered again).
  options: readonly NamedItem[];
  optionsLoading: boolean;
  taken: ReadonlySet<number>;
  onClose: () => void;
};

function LevelSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<UserSkillFormInput, unknown, UserSkill>;
  name: 'proficiency' | 'competency';
  label: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value === null ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          fullWidth
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

// Adds a skill (chosen from those the person does not have yet) or changes one's levels. A failed save
// keeps the dialog open with every choice; a 422 shows at its field.
export function SkillDialog({ userId, skill, options, optionsLoading, taken, onClose }: SkillDialogProps) {
  const editing = skill !== undefined;
  const add = useAddUserSkill(userId);
  const update = useUpdateUserSkill(userId);
  const mutation = editing ? update : add;
  const form = useForm<UserSkillFormInput, unknown, UserSkill>({
    resolver: zodResolver(userSkillFormSchema),
    defaultValues: {
      skill_id: skill?.skill_id ?? null,
      proficiency: skill?.proficiency ?? null,
      competency: skill?.competency ?? null,
    },
  });
  const choices = useMemo(
    () => options.filter((option) => option.id === skill?.skill_id || !taken.has(option.id)),
    [options, skill?.skill_id, taken],
  );
  const nameOf = (id: number) => options.find((option) => option.id === id)?.name ?? `Skill #${id}`;

  const dialog = useFormDialogSubmit(form, {
    save: (values) => mutation.mutateAsync(values),
    fields: FIELDS,
    savedMessage: (values) => `${nameOf(values.skill_id)} ${editing ? 'updated' : 'added'}`,
    onClose,
  });

  return (
    <FormDialog open title={editing ? `Edit ${nameOf(skill.skill_id)}` : 'Add skill'} {...dialog}>
      <Controller
        control={form.control}
        name="skill_id"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={choices}
            loading={optionsLoading}
            disabled={editing}
            value={choices.find((option) => option.id === field.value) ?? null}
            onChange={(_event, option) => field.onChange(option ? option.id : null)}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText="No other skills to add"
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label="Skill"
                name={field.name}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      <LevelSelect
        control={form.control}
        name="proficiency"
        label="Proficiency"
        options={PROFICIENCY_OPTIONS}
      />
      <LevelSelect control={form.control} name="competency" label="Competency" options={COMPETENCY_OPTIONS} />
    </FormDialog>
  );
}
