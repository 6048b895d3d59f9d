import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { CV_FILE_MAX_BYTES } from '@/api/cvs/cv.schemas';
import { useProjectManagers } from '@/api/project-managers/project-managers.reference';
import { usePositions } from '@/api/positions/positions.reference';
import type { CandidateInput } from '@/api/recruitment/candidate.schemas';
import { useCreateCandidate } from '@/api/recruitment/recruitment.mutations';
import { useDuplicates } from '@/api/recruitment/recruitment.queries';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { blankToNull } from '@/api/text.schemas';
import { CurrencySelect } from '@/components/form/currency-select';
import { DateField } from '@/components/form/date-field';
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';
import { FormGroup } from '@/components/form/form-group';
import { FormTextField } from '@/components/form/form-text-field';
import { MoneyField } from '@/components/form/money-field';
import { OptionSelect } from '@/components/form/option-select';
import { ReferenceSelect } from '@/components/form/reference-select';
import { optionsOf } from '@/components/form/select-field';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { useDebouncedValue } from '@/components/hooks/use-debounced-value';
import { fromCents } from '@/lib/cents';
import { DEFAULT_CURRENCY } from '@/lib/currency';
import { candidateFormSchema, type CandidateForm } from '@/api/recruitment/candidate-forms.schemas';
import { CANDIDATE_SOURCES } from '@/lib/recruitment-stages';
import { isValidEmail, isValidUrl } from '@/lib/validation';
import { DuplicateList } from './duplicate-list';
import { useDuplicateActions } from './use-open-duplicate';

export type AddCandidateDialogProps = { onClose: () => void };

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'linkedin',
  'position_id',
  'seniority_id',
  'source',
  'owner_id',
  'expected_salary',
  'currency',
  'available_from',
  'cv',
] as const;

const CV_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  '.docx',
];
const sourceOptions = optionsOf(CANDIDATE_SOURCES, (source) => source);
// The duplicate check waits until typing pauses.
const DUPLICATE_CHECK_DELAY_MS = 400;
const MIN_PHONE_DIGITS = 6;

const EMPTY: CandidateForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  linkedin: '',
  position_id: null,
  seniority_id: null,
  source: '',
  owner_id: null,
  expected_salary: null,
  currency: DEFAULT_CURRENCY,
  available_from: '',
  cv: null,
};

export function candidateInputOf(values: CandidateForm): CandidateInput {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    phone: blankToNull(values.phone),
    linkedin: blankToNull(values.linkedin),
    position_id: values.position_id,
    seniority_id: values.seniority_id,
    source: blankToNull(values.source),
    owner_id: values.owner_id,
    expected_salary: values.expected_salary === null ? null : fromCents(values.expected_salary),
    currency: values.expected_salary === null ? null : blankToNull(values.currency),
    available_from: blankToNull(values.available_from),
    cv: values.cv,
  };
}

// A new candidate at the first stage, with a CV file; people who may be the same (active, rejected or
// hired) are shown while the e-mail, phone or profile link is typed.
export function AddCandidateDialog({ onClose }: AddCandidateDialogProps) {
  const create = useCreateCandidate();
  const positions = usePositions();
  const seniorities = useSeniorities();
  const owners = useProjectManagers();
  const form = useForm<CandidateForm>({ resolver: zodResolver(candidateFormSchema), defaultValues: EMPTY });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const actions = useDuplicateActions();
  const dialog = useFormDialogSubmit(form, {
    // The new candidate opens in the drawer, where the next step is taken.
    save: async (values) => {
      const created = await create.mutateAsync(candidateInputOf(values));
      actions.open({ id: created.id, status: 'active' });
    },
    fields: FIELDS,
    savedMessage: (values) => `${values.first_name} ${values.last_name} added at the first stage.`,
    onClose,
  });
  return (
    <FormDialog open title="Add candidate" submitLabel="Add" maxWidth="md" {...dialog}>
      <FormGroup title="Contact" columns>
        <FormTextField control={form.control} name="first_name" label="First name" required fullWidth />
        <FormTextField control={form.control} name="last_name" label="Last name" required fullWidth />
        <FormTextField control={form.control} name="email" label="E-mail" type="email" required fullWidth />
        <FormTextField control={form.control} name="phone" label="Phone" type="tel" fullWidth />
        <FormTextField control={form.control} name="linkedin" label="Profile link" type="url" fullWidth />
      </FormGroup>
      <LiveDuplicates control={form.control} onOpened={onClose} />
      <FormGroup title="Recruitment" columns>
        <ReferenceSelect control={form.control} name="position_id" label="Position" list={positions} />
        <ReferenceSelect control={form.control} name="seniority_id" label="Seniority" list={seniorities} />
        <OptionSelect
          control={form.control}
          name="source"
          label="Source"
          fullWidth
          options={sourceOptions}
          emptyLabel="Not set"
        />
        <ReferenceSelect control={form.control} name="owner_id" label="Owner" list={owners} />
        <MoneyField
          control={form.control}
          name="expected_salary"
          label="Expected salary"
          currency={currency}
        />
        <CurrencySelect control={form.control} name="currency" label="Currency" />
        <DateField control={form.control} name="available_from" label="Available from" />
      </FormGroup>
      <Controller
        control={form.control}
        name="cv"
        render={({ field, fieldState }) => (
          <FileField
            label="CV"
            buttonLabel="Choose CV"
            accept={CV_TYPES}
            typeDescription="PDF or DOCX"
            maxBytes={CV_FILE_MAX_BYTES}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            helperText="PDF or DOCX, up to 10 MB."
          />
        )}
      />
    </FormDialog>
  );
}

// What is worth matching: a whole e-mail, a phone of some length, a whole link.
function useDuplicateQuery(control: Control<CandidateForm>) {
  const [email, phone, linkedin] = useWatch({ control, name: ['email', 'phone', 'linkedin'] });
  const typed = useMemo(
    () => ({
      email: isValidEmail(email.trim()) ? email.trim() : undefined,
      phone: phone.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? phone.trim() : undefined,
      linkedin: linkedin.trim() !== '' && isValidUrl(linkedin.trim()) ? linkedin.trim() : undefined,
    }),
    [email, phone, linkedin],
  );
  return useDebouncedValue(typed, DUPLICATE_CHECK_DELAY_MS);
}

function LiveDuplicates({ control, onOpened }: { control: Control<CandidateForm>; onOpened: () => void }) {
  const query = useDuplicateQuery(control);
  const duplicates = useDuplicates(query);
  const actions = useDuplicateActions(onOpened);
  return (
    <DuplicateList
      title="This may be someone we know"
      duplicates={duplicates.data ?? []}
      onOpen={actions.open}
      onRestore={actions.restore}
      restoringId={actions.restoringId}
    />
  );
}
