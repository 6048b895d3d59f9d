import type {
  AdministrativeInformation,
  CompanyDetailsInput,
} from '@/api/administrative-information/administrative-information.schemas';
import { formatIban } from '@/lib/iban';

// The form as the stored details fill it ('' for what is not known; the IBAN in groups of four, as people
// read it), with no files chosen and nothing marked for removal.
export function companyFormValues(details: AdministrativeInformation | null): CompanyDetailsInput {
  return {
    legal_name: details?.legal_name ?? '',
    registration_number: details?.registration_number ?? '',
    vat_number: details?.vat_number ?? '',
    street: details?.street ?? '',
    city: details?.city ?? '',
    postal_code: details?.postal_code ?? '',
    country: details?.country ?? '',
    bank_name: details?.bank_name ?? '',
    iban: details?.iban ? formatIban(details.iban) : '',
    swift: details?.swift ?? '',
    invoice_email: details?.invoice_email ?? '',
    invoice_phone: details?.invoice_phone ?? '',
    logo: null,
    remove_logo: false,
    documents: [],
    remove_documents: [],
  };
}
