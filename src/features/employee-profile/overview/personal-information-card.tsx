import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PERSONAL_INFORMATION_FIELDS,
  personalInformationSchema,
  type PersonalInformation,
  type PersonalInformationInput,
} from '@/api/users/user-create.schemas';
import { useSavePersonalInformation } from '@/api/users/user-profile.mutations';
import type { UserProfile } from '@/api/users/user-profile.schemas';
import { DateField } from '@/components/form/date-field';
import { FormTextField } from '@/components/form/form-text-field';
import { LocationField } from '@/components/form/location-field';
import { EntryDialog } from '../components/entry-dialog';
import { useEntrySubmit } from '../components/use-entry-submit';
import { DetailList } from './detail-list';
import { displayDate } from './format-date';
import { OverviewCard } from './overview-card';

const formValuesOf = (stored: PersonalInformation | null): PersonalInformationInput => ({
  birth_date: stored?.birth_date ?? '',
  phone: stored?.phone ?? '',
  personal_email: stored?.personal_email ?? '',
  location: stored?.location ?? '',
  address: stored?.address ?? '',
  emergency_contact: stored?.emergency_contact ?? '',
});

function PersonalInformationDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const save = useSavePersonalInformation(person.id);
  const form = useForm<PersonalInformationInput>({
    resolver: zodResolver(personalInformationSchema),
    defaultValues: formValuesOf(person.personal_information),
  });
  const dialog = useEntrySubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: PERSONAL_INFORMATION_FIELDS,
    savedMessage: () => 'Personal information saved',
    onClose,
  });
  const { control } = form;
  return (
    <EntryDialog open title="Edit personal information" {...dialog}>
      <DateField control={control} name="birth_date" label="Date of birth" openTo="year" />
      <FormTextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        helperText="Digits, spaces and +, e.g. +995 555 123 456."
      />
      <FormTextField
        control={control}
        name="personal_email"
        label="Personal e-mail"
        type="email"
        autoComplete="off"
      />
      <LocationField control={control} name="location" />
      <FormTextField
        control={control}
        name="address"
        label="Address"
        autoComplete="off"
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name="emergency_contact"
        label="Emergency contact"
        autoComplete="off"
        helperText="Name and phone number."
      />
    </EntryDialog>
  );
}

// Date of birth, phone, personal e-mail, location, address and emergency contact.
export function PersonalInformationCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  const info = person.personal_information;
  return (
    <OverviewCard
      title="Personal information"
      editable={editable}
      editLabel="Edit personal information"
      editDialog={(onClose) => <PersonalInformationDialog person={person} onClose={onClose} />}
    >
      <DetailList
        details={[
          { label: 'Date of birth', value: displayDate(info?.birth_date ?? null) },
          { label: 'Phone', value: info?.phone ?? null },
          { label: 'Personal e-mail', value: info?.personal_email ?? null },
          { label: 'Location', value: info?.location ?? null },
          { label: 'Address', value: info?.address ?? null },
          { label: 'Emergency contact', value: info?.emergency_contact ?? null },
        ]}
      />
    </OverviewCard>
  );
}
