import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useDepartments } from '@/api/departments/departments.reference';
import { useEmploymentTypes } from '@/api/employment-types/employment-types.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import {
  WEEKLY_HOURS_MAX_DIGITS,
  type EmploymentDetailsInput,
} from '@/api/user-profile/employment-details.schemas';
import { DateField } from './date-field';
import type { FitsForm } from './fits-form';
import { NumericField } from './numeric-field';
import { ReferenceSelect } from './reference-select';

type EmploymentField = keyof EmploymentDetailsInput;

// The reference lists the employment details name by id (each loads once per session).
export function useEmploymentLists() {
  return {
    positions: usePositions(),
    departments: useDepartments(),
    seniorities: useSeniorities(),
    employmentTypes: useEmploymentTypes(),
  };
}

type Props<T extends FieldValues, P extends string> = {
  control: Control<T>;
  // Where the group sits in the form: 'employment.' in the add-employee form, none in a form of its own.
  prefix?: P;
  // The host form's own fields that go before the billable switch (the role).
  children?: ReactNode;
} & FitsForm<T, P, EmploymentDetailsInput>;

// Position, department, seniority, employment type, start date, weekly hours and billable: the add-employee
// form's employment section and the profile's employment details dialog.
export function EmploymentDetailsFields<T extends FieldValues, P extends string = ''>({
  control,
  prefix,
  children,
}: Props<T, P>) {
  const { positions, departments, seniorities, employmentTypes } = useEmploymentLists();
  const name = (field: EmploymentField) => `${prefix ?? ''}${field}` as Path<T>;
  return (
    <>
      <ReferenceSelect control={control} name={name('position_id')} label="Position" list={positions} />
      <ReferenceSelect control={control} name={name('department_id')} label="Department" list={departments} />
      <ReferenceSelect control={control} name={name('seniority_id')} label="Seniority" list={seniorities} />
      <ReferenceSelect
        control={control}
        name={name('employment_type_id')}
        label="Employment type"
        list={employmentTypes}
      />
      <DateField control={control} name={name('start_date')} label="Start date" required />
      <NumericField
        control={control}
        name={name('weekly_hours')}
        label="Weekly hours"
        maxDigits={WEEKLY_HOURS_MAX_DIGITS}
        helperText="Whole hours, e.g. 40."
      />
      {children}
      {/* Across the whole row where the fields flow in a grid. */}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name={name('is_billable')}
          render={({ field, fieldState }) => (
            <>
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
            </>
          )}
        />
      </Box>
    </>
  );
}
