import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { NewEmployee } from '@/api/users/user-create.schemas';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { LocationField } from '@/components/form/location-field';
import { AddEmployeeSection, FullRow } from './add-employee-section';

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
      <FormTextField
        control={control}
        name="personal.personal_email"
        label="Personal e-mail"
        type="email"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="personal.phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        helperText="Digits, spaces and +, e.g. +995 555 123 456."
      />
      <DateField control={control} name="personal.birth_date" label="Date of birth" openTo="year" />
      <LocationField control={control} name="personal.location" />
      <FormTextField
        control={control}
        name="personal.emergency_contact"
        label="Emergency contact"
        autoComplete="off"
        helperText="Name and phone number."
      />
      <FullRow>
        <FormTextField
          control={control}
          name="personal.address"
          label="Address"
          autoComplete="off"
          multiline
          minRows={2}
          fullWidth
        />
      </FullRow>
    </AddEmployeeSection>
  );
}
