import type { AdministrativeFields } from '@/api/internal-projects/internal-project.schemas';
import type { AdministrationInput } from '@/api/internal-projects/project-detail.schemas';

// The form as the stored fields fill it ('' for what is not known), no files chosen, none to remove.
export function administrationValues(fields: AdministrativeFields | null): AdministrationInput {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    legal_name: text(fields?.legal_name),
    registration_number: text(fields?.registration_number),
    vat_number: text(fields?.vat_number),
    billing_address: text(fields?.billing_address),
    billing_email: text(fields?.billing_email),
    po_number: text(fields?.po_number),
    contract_number: text(fields?.contract_number),
    payment_terms_days:
      fields?.payment_terms_days === null || fields?.payment_terms_days === undefined
        ? ''
        : String(fields.payment_terms_days),
    invoice_language: text(fields?.invoice_language),
    default_vat_id: fields?.default_vat_id ?? null,
    files: [],
    remove_files: [],
  };
}
