import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { Controller, type Control } from 'react-hook-form';
import { useDepartments } from '@/api/departments/departments.reference';
import { useEmploymentTypes } from '@/api/employment-types/employment-types.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { WEEKLY_HOURS_MAX_DIGITS, type NewEmployee } from '@/api/users/user-create.schemas';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { NumericField } from '@/components/form/numeric-field';
import { ReferenceSelect } from '@/components/form/reference-select';
import { AddEmployeeSection, FullRow } from './add-employee-section';

const ROLE_LABELS: Record<NewEmployee['role'], string> = {
  employee: 'Employee',
  sale: 'Sale',
  admin: 'Admin',
};

export function AddEmployeeEmploymentSection({ control }: { control: Control<NewEmployee> }) {
  const positions = usePositions();
  const departments = useDepartments();
  const seniorities = useSeniorities();
  const employmentTypes = useEmploymentTypes();

  return (
    <AddEmployeeSection title="Employment details" description="Their place in the company.">
      <FormTextField
        control={control}
        name="title"
        label="Title"
        autoComplete="off"
        helperText="As shown on the profile and CVs, e.g. Senior Backend Engineer."
      />
      <ReferenceSelect
        control={control}
        name="employment.position_id"
        label="Position"
        options={positions.data}
        loading={positions.isLoading}
        failed={positions.isError}
      />
      <ReferenceSelect
        control={control}
        name="employment.department_id"
        label="Department"
        options={departments.data}
        loading={departments.isLoading}
        failed={departments.isError}
      />
      <ReferenceSelect
        control={control}
        name="employment.seniority_id"
        label="Seniority"
        options={seniorities.data}
        loading={seniorities.isLoading}
        failed={seniorities.isError}
      />
      <ReferenceSelect
        control={control}
        name="employment.employment_type_id"
        label="Employment type"
        options={employmentTypes.data}
        loading={employmentTypes.isLoading}
        failed={employmentTypes.isError}
      />
      <DateField control={control} name="employment.start_date" label="Start date" required />
      <NumericField
        control={control}
        name="employment.weekly_hours"
        label="Weekly hours"
        maxDigits={WEEKLY_HOURS_MAX_DIGITS}
        helperText="Whole hours, e.g. 40."
      />
      <FormTextField
        control={control}
        name="role"
        label="Role"
        select
        required
        helperText="What they may do in the portal."
      >
        {Object.entries(ROLE_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </FormTextField>
      <FullRow>
        <Controller
          control={control}
          name="employment.is_billable"
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
      </FullRow>
    </AddEmployeeSection>
  );
}
