import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSaveAdministrativeInformation } from '@/api/administrative-information/administrative-information.mutations';
import {
  COMPANY_DETAILS_FIELDS,
  companyDetailsFormSchema,
  type AdministrativeInformation,
  type CompanyDetailsInput,
  type CompanyTextField,
} from '@/api/administrative-information/administrative-information.schemas';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';
import { filesOnField } from '@/components/form/files-on-field';
import { FormError } from '@/components/form/form-error';
import { FormGroup } from '@/components/form/form-group';
import { FormTextField } from '@/components/form/form-text-field';
import { useTabLeaveGuard } from '../use-tab-leave-guard';
import { CompanyDocumentsField } from './company-documents-field';
import { companyFormValues } from './company-form-values';
import { CompanyLogoField } from './company-logo-field';

type TextExtras = { required?: boolean; autoComplete?: string; helperText?: string; type?: string };

const COMPANY_FORM_LABEL = 'Company details';

// The company's administrative information, saved with POST administrative-information (multipart). A
// refused save keeps everything as typed and chosen, with the server's messages at their fields.
// focusFirst: the person has just asked to fill it in, so typing starts at the legal name.
export function CompanyDetailsForm({
  details,
  focusFirst = false,
}: {
  details: AdministrativeInformation | null;
  focusFirst?: boolean;
}) {
  const save = useSaveAdministrativeInformation();
  const form = useForm<CompanyDetailsInput>({
    resolver: zodResolver(companyDetailsFormSchema),
    defaultValues: companyFormValues(details),
  });
  const { control } = form;
  const { isDirty, isSubmitting, errors } = form.formState;
  useTabLeaveGuard(isDirty);
  const [legalName, removingLogo, removingDocuments] = useWatch({
    control,
    name: ['legal_name', 'remove_logo', 'remove_documents'],
  });
  useEffect(() => {
    if (focusFirst) form.setFocus('legal_name');
  }, [focusFirst, form]);

  const submit = usePageFormSubmit(form, {
    save: (values) => save.mutateAsync(values),
    fields: COMPANY_DETAILS_FIELDS,
    mapError: (error, values) => filesOnField(error, values.documents, 'documents'),
    onSaved: (saved) => form.reset(companyFormValues(saved)),
    savedMessage: 'Company details saved',
  });

  const text = (name: CompanyTextField, label: string, extra: TextExtras = {}) => (
    <FormTextField control={control} name={name} label={label} fullWidth disabled={isSubmitting} {...extra} />
  );

  return (
    <Box component="form" onSubmit={submit.onSubmit} noValidate aria-label={COMPANY_FORM_LABEL}>
      <FormError message={errors.root?.server?.message} />
      <Stack spacing={3}>
        <Typography color="text.secondary">
          Invoices print these details; the bank details tell clients where to pay.
        </Typography>
        <FormGroup title="Company" columns>
          {text('legal_name', 'Legal name', { required: true, autoComplete: 'organization' })}
          {text('registration_number', 'Registration number')}
          {text('vat_number', 'VAT number')}
        </FormGroup>
        <FormGroup title="Address" columns>
          {text('street', 'Street and number', { autoComplete: 'street-address' })}
          {text('city', 'City', { autoComplete: 'address-level2' })}
          {text('postal_code', 'Postal code', { autoComplete: 'postal-code' })}
          {text('country', 'Country', { autoComplete: 'country-name' })}
        </FormGroup>
        <FormGroup title="Bank details" columns>
          {text('bank_name', 'Bank name')}
          {text('iban', 'IBAN', { helperText: 'As on a bank statement; spaces are fine.' })}
          {text('swift', 'SWIFT/BIC', { helperText: '8 or 11 letters and digits.' })}
        </FormGroup>
        <FormGroup title="Invoice contact" columns>
          {text('invoice_email', 'E-mail for invoices', { type: 'email', autoComplete: 'email' })}
          {text('invoice_phone', 'Phone for invoices', { type: 'tel', autoComplete: 'tel' })}
        </FormGroup>
        <FormGroup title="Logo">
          <Controller
            control={control}
            name="logo"
            render={({ field, fieldState }) => (
              <CompanyLogoField
                current={details?.logo ?? null}
                companyName={legalName}
                value={field.value}
                onChange={field.onChange}
                removing={removingLogo}
                onRemovingChange={(removing) => form.setValue('remove_logo', removing, { shouldDirty: true })}
                error={fieldState.error?.message}
                disabled={isSubmitting}
              />
            )}
          />
        </FormGroup>
        <FormGroup title="Documents">
          <Controller
            control={control}
            name="documents"
            render={({ field, fieldState }) => (
              <CompanyDocumentsField
                current={details?.documents ?? []}
                removing={removingDocuments}
                onRemovingChange={(ids) => form.setValue('remove_documents', ids, { shouldDirty: true })}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={isSubmitting}
              />
            )}
          />
        </FormGroup>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Save company details
          </Button>
          <Button
            color="inherit"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset(companyFormValues(details))}
          >
            Discard changes
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
