import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import type { NewEmployee } from '@/api/users/user-create.schemas';
import { EmploymentDetailsFields } from '@/components/form/employment-details-fields';
import { FormTextField } from '@/components/form/form-text-field';
import { AddEmployeeSection } from './add-employee-section';

const ROLE_LABELS: Record<NewEmployee['role'], string> = {
  employee: 'Employee',
  sale: 'Sale',
  admin: 'Admin',
};

export function AddEmployeeEmploymentSection({ control }: { control: Control<NewEmployee> }) {
  return (
    <AddEmployeeSection title="Employment details" description="Their place in the company.">
      <FormTextField
        control={control}
        name="title"
        label="Title"
        autoComplete="off"
        helperText="As shown on the profile and CVs, e.g. Senior Backend Engineer."
      />
      <EmploymentDetailsFields control={control} prefix="employment.">
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
      </EmploymentDetailsFields>
    </AddEmployeeSection>
  );
}
