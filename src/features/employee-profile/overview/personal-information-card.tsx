import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  PERSONAL_INFORMATION_FIELDS,
  personalInformationSchema,
  type PersonalInformation,
  type PersonalInformationInput,
} from '@/api/user-profile/personal-information.schemas';
import { useSavePersonalInformation } from '@/api/user-profile/user-profile.mutations';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { FormDialog } from '@/components/form/form-dialog';
import { PersonalInformationFields } from '@/components/form/personal-information-fields';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
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
  const dialog = useFormDialogSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: PERSONAL_INFORMATION_FIELDS,
    savedMessage: () => 'Personal information saved',
    onClose,
  });
  return (
    <FormDialog open title="Edit personal information" {...dialog}>
      <PersonalInformationFields control={form.control} />
    </FormDialog>
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
