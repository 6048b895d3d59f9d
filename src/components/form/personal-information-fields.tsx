import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  PERSONAL_INFORMATION_FIELDS,
  type PersonalInformationInput,
} from '@/api/user-profile/personal-information.schemas';
import { DateField } from './date-field';
import type { FitsForm } from './fits-form';
import { FormTextField } from './form-text-field';
import { LocationField } from './location-field';

type PersonalField = keyof PersonalInformationInput;

type Props<T extends FieldValues, P extends string> = {
  control: Control<T>;
  // Where the group sits in the form: 'personal.' in the add-employee form, none in a form of its own.
  prefix?: P;
  // The fields in the order the screen shows them; the API's order by default.
  order?: readonly PersonalField[];
  // The person fills in their own details (registration, before any session): the browser may offer
  // what it knows, and the location is plain text, since its search needs a session. Otherwise these
  // are someone else's details: no autofill, and the location comes with suggestions.
  ownDetails?: boolean;
  // In a two-column grid the address takes a whole row.
  grid?: boolean;
} & FitsForm<T, P, PersonalInformationInput>;

// Date of birth, phone, personal e-mail, location, address and emergency contact: the add-employee
// form's personal section, the registration form and the profile's personal information dialog.
export function PersonalInformationFields<T extends FieldValues, P extends string = ''>({
  control,
  prefix,
  order = PERSONAL_INFORMATION_FIELDS,
  ownDetails = false,
  grid = false,
}: Props<T, P>) {
  const name = (field: PersonalField) => `${prefix ?? ''}${field}` as Path<T>;
  const autoComplete = (own: string) => (ownDetails ? own : 'off');
  const address = (
    <FormTextField
      control={control}
      name={name('address')}
      label="Address"
      autoComplete={autoComplete('street-address')}
      multiline
      minRows={2}
      fullWidth={grid}
    />
  );
  const fields: Record<PersonalField, ReactNode> = {
    birth_date: <DateField control={control} name={name('birth_date')} label="Date of birth" openTo="year" />,
    phone: (
      <FormTextField
        control={control}
        name={name('phone')}
        label="Phone"
        type="tel"
        autoComplete={autoComplete('tel')}
        helperText="Digits, spaces and +, e.g. +995 555 123 456."
      />
    ),
    personal_email: (
      <FormTextField
        control={control}
        name={name('personal_email')}
        label="Personal e-mail"
        type="email"
        autoComplete={autoComplete('email')}
      />
    ),
    location: ownDetails ? (
      <FormTextField
        control={control}
        name={name('location')}
        label="Location"
        autoComplete="address-level2"
        helperText="City and country."
      />
    ) : (
      <LocationField control={control} name={name('location')} />
    ),
    address: grid ? <Box sx={{ gridColumn: '1 / -1' }}>{address}</Box> : address,
    emergency_contact: (
      <FormTextField
        control={control}
        name={name('emergency_contact')}
        label="Emergency contact"
        autoComplete="off"
        helperText="Name and phone number."
      />
    ),
  };
  return (
    <>
      {order.map((field) => (
        <Fragment key={field}>{fields[field]}</Fragment>
      ))}
    </>
  );
}
