import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  EMPLOYMENT_DETAILS_FIELDS,
  employmentDetailsSchema,
  type EmploymentDetails,
  type EmploymentDetailsInput,
} from '@/api/user-profile/employment-details.schemas';
import { useSaveEmploymentDetails } from '@/api/user-profile/user-profile.mutations';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { EmploymentDetailsFields, useEmploymentLists } from '@/components/form/employment-details-fields';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { DetailList } from './detail-list';
import { displayDate } from './format-date';
import { OverviewCard } from './overview-card';

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

function EmploymentDetailsDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const save = useSaveEmploymentDetails(person.id);
  const form = useForm<EmploymentDetailsInput>({
    resolver: zodResolver(employmentDetailsSchema),
    defaultValues: formValuesOf(person.employment_details),
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: EMPLOYMENT_DETAILS_FIELDS,
    savedMessage: () => 'Employment details saved',
    onClose,
  });
  return (
    <FormDialog open title="Edit employment details" {...dialog}>
      <EmploymentDetailsFields control={form.control} />
    </FormDialog>
  );
}

// Position, department, seniority and employment type by name, start date, weekly hours, billable.
export function EmploymentDetailsCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  const { positions, departments, seniorities, employmentTypes } = useEmploymentLists();
  const details = person.employment_details;
  return (
    <OverviewCard
      title="Employment details"
      editable={editable}
      editLabel="Edit employment details"
      editDialog={(onClose) => <EmploymentDetailsDialog person={person} onClose={onClose} />}
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
    </OverviewCard>
  );
}
