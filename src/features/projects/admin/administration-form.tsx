import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import type { Project } from '@/api/internal-projects/internal-project.schemas';
import { useSaveAdministrativeFields } from '@/api/internal-projects/project.mutations';
import {
  ADMINISTRATION_FIELDS,
  administrationFormSchema,
  INVOICE_LANGUAGES,
  invoiceLanguageLabel,
  type AdministrationInput,
} from '@/api/internal-projects/project-detail.schemas';
import { useVats } from '@/api/vats/vats.reference';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { AttachmentsField } from '@/components/form/attachments-field';
import { filesOnField } from '@/components/form/files-on-field';
import { FormError } from '@/components/form/form-error';
import { FormGroup } from '@/components/form/form-group';
import { FormTextField } from '@/components/form/form-text-field';
import { NumericField } from '@/components/form/numeric-field';
import { OptionSelect } from '@/components/form/option-select';
import { ReferenceSelect } from '@/components/form/reference-select';
import { optionsOf } from '@/components/form/select-field';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { ATTACHMENT_MAX_FILES } from '@/lib/attachments';
import { StoredFilesField } from '@/components/form/stored-files-field';
import { administrationValues } from './administration-values';

export const ADMINISTRATION_FORM_LABEL = 'Billing details';

const LANGUAGE_OPTIONS = optionsOf(INVOICE_LANGUAGES, invoiceLanguageLabel);

type AdminTextField =
  | 'legal_name'
  | 'registration_number'
  | 'vat_number'
  | 'billing_address'
  | 'billing_email'
  | 'po_number'
  | 'contract_number';

type TextExtras = Pick<TextFieldProps, 'autoComplete' | 'helperText' | 'type' | 'multiline' | 'minRows'>;

// What invoices of the project print and where they go, and the project's files: saved at once with
// POST …/administrative-fields?_method=put (multipart). A refused save keeps everything as typed and
// chosen, the server's messages at their fields; leaving with unsaved changes asks first.
export function AdministrationForm({ project }: { project: Project }) {
  const save = useSaveAdministrativeFields(project.id);
  const vats = useVats();
  const form = useForm<AdministrationInput>({
    resolver: zodResolver(administrationFormSchema),
    defaultValues: administrationValues(project.administrative_fields),
  });
  const { control } = form;
  const { isDirty, isSubmitting, errors } = form.formState;
  useLeaveGuard(isDirty);
  const removing = useWatch({ control, name: 'remove_files' });
  const kept = project.media.filter((file) => !removing.includes(file.id)).length;

  const submit = usePageFormSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: ADMINISTRATION_FIELDS,
    mapError: (error, values) => filesOnField(error, values.files, 'files'),
    onSaved: (saved) => form.reset(administrationValues(saved.administrative_fields)),
    savedMessage: 'Billing details saved',
  });

  const text = (name: AdminTextField, label: string, extra: TextExtras = {}) => (
    <FormTextField control={control} name={name} label={label} fullWidth disabled={isSubmitting} {...extra} />
  );

  const vatList = {
    data: vats.data?.map((vat) => ({ id: vat.id, name: vat.name })),
    isLoading: vats.isLoading,
    isError: vats.isError,
  };

  return (
    <Box component="form" onSubmit={submit.onSubmit} noValidate aria-label={ADMINISTRATION_FORM_LABEL}>
      <FormError message={errors.root?.server?.message} />
      <Stack spacing={3}>
        <FormGroup title="Billed company" columns>
          {text('legal_name', 'Legal name', { autoComplete: 'organization' })}
          {text('registration_number', 'Registration number')}
          {text('vat_number', 'VAT number', {
            helperText: 'Also finds the client’s contact in MoneyBird.',
          })}
          {text('billing_address', 'Billing address', { multiline: true, minRows: 2 })}
        </FormGroup>
        <FormGroup title="Invoicing" columns>
          {text('billing_email', 'Billing e-mail', { type: 'email', autoComplete: 'email' })}
          <NumericField
            control={control}
            name="payment_terms_days"
            label="Payment terms (days)"
            maxDigits={3}
            helperText="Days from the invoice date, 0 to 365."
            fullWidth
            disabled={isSubmitting}
          />
          {text('po_number', 'PO number')}
          {text('contract_number', 'Contract number')}
          <OptionSelect
            control={control}
            name="invoice_language"
            label="Invoice language"
            options={LANGUAGE_OPTIONS}
            emptyLabel="Not set"
            disabled={isSubmitting}
            fullWidth
          />
          <ReferenceSelect control={control} name="default_vat_id" label="Default VAT" list={vatList} />
        </FormGroup>
        <FormGroup title="Files">
          <Stack spacing={1.5}>
            <AttachmentsField
              control={control}
              name="files"
              attachedCount={project.media.length}
              attachedHeading="Stored files"
              attachedList={
                <StoredFilesField
                  files={project.media}
                  label="Project files"
                  emptyText="No files yet."
                  removing={removing}
                  onRemovingChange={(ids) => form.setValue('remove_files', ids, { shouldDirty: true })}
                  disabled={isSubmitting}
                />
              }
              label="New files"
              buttonLabel="Add files"
              maxFiles={Math.max(0, ATTACHMENT_MAX_FILES - kept)}
              disabled={isSubmitting}
            />
            {errors.remove_files?.message ? (
              <Typography role="alert" color="error" variant="body2">
                {errors.remove_files.message}
              </Typography>
            ) : null}
          </Stack>
        </FormGroup>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save billing details
          </Button>
          <Button
            color="inherit"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(administrationValues(project.administrative_fields))}
          >
            Discard changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
