import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDepartments } from '@/api/departments/departments.reference';
import { useEmploymentTypes } from '@/api/employment-types/employment-types.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import {
  WEEKLY_HOURS_MAX_DIGITS,
  employmentDetailsSchema,
  type EmploymentDetails,
  type EmploymentDetailsInput,
} from '@/api/users/user-create.schemas';
import { useSaveEmploymentDetails } from '@/api/users/user-profile.mutations';
import type { UserProfile } from '@/api/users/user-profile.schemas';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { DateField } from '@/components/form/date-field';
import { NumericField } from '@/components/form/numeric-field';
import { ReferenceSelect } from '@/components/form/reference-select';
import { EntryDialog } from '../components/entry-dialog';
import { DetailList } from './detail-list';
import { displayDate } from './format-date';
import { OverviewCard } from './overview-card';

const FIELDS = [
  'position_id',
  'department_id',
  'seniority_id',
  'employment_type_id',
  'start_date',
  'is_billable',
  'weekly_hours',
] as const satisfies readonly (keyof EmploymentDetailsInput)[];

const formValuesOf = (stored: EmploymentDetails): EmploymentDetailsInput => ({
  position_id: stored.position_id,
  department_id: stored.department_id,
  seniority_id: stored.seniority_id,
  employment_type_id: stored.employment_type_id,
  start_date: stored.start_date ?? '',
  is_billable: stored.is_billable,
  weekly_hours: stored.weekly_hours === null ? '' : String(stored.weekly_hours),
});

type Named = { id: number; name: string };

// The name of a stored id: undefined while its list loads, null when none is set; an id the list
// does not know (deleted since) shows as such rather than as blank.
function nameOf(
  id: number | null,
  list: { data?: readonly Named[]; isError: boolean },
): string | null | undefined {
  if (id === null) return null;
  if (!list.data) return list.isError ? `#${id}` : undefined;
  return list.data.find((item) => item.id === id)?.name ?? `#${id}`;
}

function useEmploymentLists() {
  return {
    positions: usePositions(),
    departments: useDepartments(),
    seniorities: useSeniorities(),
    employmentTypes: useEmploymentTypes(),
  };
}

function EmploymentDetailsDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const { positions, departments, seniorities, employmentTypes } = useEmploymentLists();
  const save = useSaveEmploymentDetails(person.id);
  const form = useForm<EmploymentDetailsInput>({
    resolver: zodResolver(employmentDetailsSchema),
    defaultValues: formValuesOf(person.employment_details),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      return;
    }
    enqueueSnackbar('Employment details saved', { variant: 'success' });
    onClose();
  });
  const { control } = form;
  return (
    <EntryDialog
      open
      title="Edit employment details"
      onSubmit={submit}
      onClose={onClose}
      saving={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
    >
      <ReferenceSelect
        control={control}
        name="position_id"
        label="Position"
        options={positions.data}
        loading={positions.isLoading}
        failed={positions.isError}
      />
      <ReferenceSelect
        control={control}
        name="department_id"
        label="Department"
        options={departments.data}
        loading={departments.isLoading}
        failed={departments.isError}
      />
      <ReferenceSelect
        control={control}
        name="seniority_id"
        label="Seniority"
        options={seniorities.data}
        loading={seniorities.isLoading}
        failed={seniorities.isError}
      />
      <ReferenceSelect
        control={control}
        name="employment_type_id"
        label="Employment type"
        options={employmentTypes.data}
        loading={employmentTypes.isLoading}
        failed={employmentTypes.isError}
      />
      <DateField control={control} name="start_date" label="Start date" required />
      <NumericField
        control={control}
        name="weekly_hours"
        label="Weekly hours"
        maxDigits={WEEKLY_HOURS_MAX_DIGITS}
        helperText="Whole hours, e.g. 40."
      />
      <Controller
        control={control}
        name="is_billable"
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  slotProps={{ input: { ref: field.ref } }}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label="Billable"
            />
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
              {fieldState.error?.message ?? 'Their hours can be invoiced to clients.'}
            </FormHelperText>
          </div>
        )}
      />
    </EntryDialog>
  );
}

// Position, department, seniority and employment type by name, start date, weekly hours, billable.
export function EmploymentDetailsCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  const { positions, departments, seniorities, employmentTypes } = useEmploymentLists();
  const details = person.employment_details;
  return (
    <OverviewCard
      title="Employment details"
      editable={editable}
      editLabel="Edit employment details"
      onEdit={() => setEditing(true)}
    >
      <DetailList
        details={[
          { label: 'Position', value: nameOf(details.position_id, positions) },
          { label: 'Department', value: nameOf(details.department_id, departments) },
          { label: 'Seniority', value: nameOf(details.seniority_id, seniorities) },
          { label: 'Employment type', value: nameOf(details.employment_type_id, employmentTypes) },
          { label: 'Start date', value: displayDate(details.start_date) },
          {
            label: 'Weekly hours',
            value: details.weekly_hours === null ? null : `${details.weekly_hours} hours`,
          },
          { label: 'Billable', value: details.is_billable ? 'Yes' : 'No' },
        ]}
      />
      {editing ? <EmploymentDetailsDialog person={person} onClose={() => setEditing(false)} /> : null}
    </OverviewCard>
  );
}
