import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import NextLink from 'next/link';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useForm } from 'react-hook-form';
import { isApiError, withFieldErrors } from '@/api/api-error';
import { useDepartments } from '@/api/departments/departments.reference';
import { useEmploymentTypes } from '@/api/employment-types/employment-types.reference';
import { usePositions } from '@/api/positions/positions.reference';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useHireCandidate } from '@/api/recruitment/recruitment.mutations';
import { DateField } from '@/components/form/date-field';
import { FormDialog } from '@/components/form/form-dialog';
import { OptionSelect } from '@/components/form/option-select';
import { ReferenceSelect } from '@/components/form/reference-select';
import { optionsOf } from '@/components/form/select-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import {
  AVAILABILITY_TYPE_LABELS,
  AVAILABILITY_TYPES,
  AVAILABILITY_VALUES,
  type AvailabilityType,
} from '@/lib/availability';
import { hireFormSchema, type HireForm } from '@/api/recruitment/candidate-forms.schemas';
import { employeeProfileHref } from '@/lib/employee-links';

export type HireDialogProps = {
  candidate: Candidate;
  onClose: () => void;
  // After the hire (the candidate is gone from recruitment: a drawer showing them closes).
  onHired?: () => void;
};

const FIELDS = [
  'start_date',
  'position_id',
  'department_id',
  'employment_type_id',
  'availability_type',
  'availability',
] as const;

// The API names the availability's parts as nested fields; the form holds them side by side.
function availabilityErrorsOnFields(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const renamed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name =
      field === 'availability.availability'
        ? 'availability'
        : field === 'availability.type'
          ? 'availability_type'
          : field;
    renamed[name] = messages;
  }
  return withFieldErrors(error, renamed);
}

const typeOptions = optionsOf(
  AVAILABILITY_TYPES,
  (type) => AVAILABILITY_TYPE_LABELS[type as AvailabilityType],
);
const valueOptions = optionsOf(AVAILABILITY_VALUES, (value) => value);

// Hires a candidate at pre-offer or offer: the same person becomes an employee, nothing retyped; the
// snackbar links to their profile.
export function HireDialog({ candidate, onClose, onHired }: HireDialogProps) {
  const hire = useHireCandidate();
  const positions = usePositions();
  const departments = useDepartments();
  const employmentTypes = useEmploymentTypes();
  const form = useForm<HireForm>({
    resolver: zodResolver(hireFormSchema),
    defaultValues: {
      start_date: candidate.available_from ?? '',
      position_id: candidate.position?.id ?? null,
      department_id: null,
      employment_type_id: null,
      availability_type: 'billable',
      availability: 'Available',
    },
  });
  const dialog = useFormDialogSubmit(form, {
    save: async (values) => {
      const { user } = await hire.mutateAsync({
        id: candidate.id,
        hire: {
          start_date: values.start_date,
          position_id: values.position_id ?? 0,
          department_id: values.department_id ?? 0,
          employment_type_id: values.employment_type_id ?? 0,
          availability: { type: values.availability_type, availability: values.availability },
        },
      });
      enqueueSnackbar(<HiredMessage name={user.name} id={user.id} />, { variant: 'success' });
      onHired?.();
    },
    fields: FIELDS,
    mapError: availabilityErrorsOnFields,
    onClose,
  });
  return (
    <FormDialog open title={`Hire ${candidate.name}`} submitLabel="Hire" {...dialog}>
      <Typography variant="body2" color="text.secondary">
        {candidate.name} becomes an employee with the profile they already have.
      </Typography>
      <DateField control={form.control} name="start_date" label="Start date" required />
      <ReferenceSelect control={form.control} name="position_id" label="Position" list={positions} />
      <ReferenceSelect control={form.control} name="department_id" label="Department" list={departments} />
      <ReferenceSelect
        control={form.control}
        name="employment_type_id"
        label="Employment type"
        list={employmentTypes}
      />
      <OptionSelect
        control={form.control}
        name="availability_type"
        label="Availability type"
        required
        fullWidth
        options={typeOptions}
      />
      <OptionSelect
        control={form.control}
        name="availability"
        label="First availability"
        required
        fullWidth
        options={valueOptions}
      />
    </FormDialog>
  );
}

function HiredMessage({ name, id }: { name: string; id: number }) {
  return (
    <span>
      {name} is now an employee.{' '}
      <Link component={NextLink} href={employeeProfileHref(id)} color="inherit">
        Open profile
      </Link>
    </span>
  );
}
