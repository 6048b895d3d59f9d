import { INVOICE_LANGUAGES } from '@/api/invoices/invoice.schemas';
import { invoiceLanguageLabel } from '@/api/internal-projects/project-detail.schemas';
import { optionsOf } from '@/components/form/select-field';

// The languages an invoice's PDF is made in, as the forms and the PDF buttons offer them.
export const INVOICE_LANGUAGE_OPTIONS = optionsOf(INVOICE_LANGUAGES, invoiceLanguageLabel);
