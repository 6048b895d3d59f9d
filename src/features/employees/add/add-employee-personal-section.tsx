import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { NewEmployee } from '@/api/users/user-create.schemas';
import { FormTextField } from '@/components/form/form-text-field';
import { PersonalInformationFields } from '@/components/form/personal-information-fields';
import { AddEmployeeSection } from './add-employee-section';

// How to reach them first; the address last, across the whole row.
const ORDER = ['personal_email', 'phone', 'birth_date', 'location', 'emergency_contact', 'address'] as const;

type Props = {
  control: Control<NewEmployee>;
  photo: ReactNode;
};

export function AddEmployeePersonalSection({ control, photo }: Props) {
  return (
    <AddEmployeeSection
      title="Personal information"
      description="Who the new employee is and how to reach them."
      aside={photo}
    >
      <FormTextField control={control} name="first_name" label="First name" autoComplete="off" required />
      <FormTextField control={control} name="last_name" label="Last name" autoComplete="off" required />
      <FormTextField
        control={control}
        name="email"
        label="Work e-mail"
        type="email"
        autoComplete="off"
        required
        helperText="They log in with this address."
      />
      <PersonalInformationFields control={control} prefix="personal." order={ORDER} grid />
    </AddEmployeeSection>
  );
}
