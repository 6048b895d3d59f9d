import * as z from 'zod/mini';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES } from '@/lib/attachments';
import { INVALID_BIC_MESSAGE, INVALID_IBAN_MESSAGE, isValidBic, isValidIban } from '@/lib/iban';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { newFiles } from '../attached-items/attached-item.schemas';
import { dataOf } from '../common.schemas';
import { mediaSchema } from '../media/media.schemas';
import { optionalText, requiredText, tooLongMessage } from '../text.schemas';

// The company's administrative information (GET/POST administrative-information, SPEC §7; the fields
// are proposed): what invoices print about the company, its logo and its documents.

export const COMPANY_TEXT_MAX = 255;
export const COMPANY_CODE_MAX = 50;
export const COMPANY_PHONE_MAX = 50;

// A logo is shown in the app and printed on invoices: raster images only (an SVG can carry script).
export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const COMPANY_LOGO_TYPE_DESCRIPTION = 'PNG, JPEG or WebP';
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;
// Registration certificates, bank letters and the like.
export const COMPANY_DOCUMENT_TYPES = ['application/pdf'] as const;
export const COMPANY_DOCUMENT_TYPE_DESCRIPTION = 'PDF';
export const COMPANY_DOCUMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const COMPANY_DOCUMENTS_MAX = ATTACHMENT_MAX_FILES;

export const LEGAL_NAME_REQUIRED = 'Enter the company’s legal name';
export const INVALID_COMPANY_PHONE_MESSAGE = 'Please enter a valid phone number';
const PHONE = /^\+?[\d ()-]+$/;

// The logo with an address the browser can show it from without the token (a public or signed
// storage address; the mocked API answers a data: URL).
export const companyLogoSchema = z.extend(mediaSchema, { url: z.string() });
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

const optional = z.nullable(z.string());

export const administrativeInformationSchema = z.object({
  legal_name: z.string(),
  registration_number: optional,
  vat_number: optional,
  street: optional,
  city: optional,
  postal_code: optional,
  country: optional,
  bank_name: optional,
  // Stored in the electronic form: no spaces, capitals.
  iban: optional,
  swift: optional,
  invoice_email: optional,
  invoice_phone: optional,
  logo: z.nullable(companyLogoSchema),
  // Downloaded through GET media/{id}.
  documents: z.array(mediaSchema),
  updated_at: z.string(),
});
export type AdministrativeInformation = z.infer<typeof administrativeInformationSchema>;

// null while the company has not filled them in.
export const administrativeInformationResponseSchema = dataOf(z.nullable(administrativeInformationSchema));
export const savedAdministrativeInformationSchema = dataOf(administrativeInformationSchema);

const checkedText = (check: (value: string) => boolean, message: string, max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: tooLongMessage(max) }),
    z.refine((value) => value === '' || check(value), { error: message }),
  );

// The form; its texts are '' when blank. Files: FileField has already refused wrong types and sizes.
export const companyDetailsFormSchema = z.object({
  legal_name: requiredText(LEGAL_NAME_REQUIRED, COMPANY_TEXT_MAX),
  registration_number: optionalText(COMPANY_CODE_MAX),
  vat_number: optionalText(COMPANY_CODE_MAX),
  street: optionalText(COMPANY_TEXT_MAX),
  city: optionalText(COMPANY_TEXT_MAX),
  postal_code: optionalText(COMPANY_CODE_MAX),
  country: optionalText(COMPANY_TEXT_MAX),
  bank_name: optionalText(COMPANY_TEXT_MAX),
  iban: checkedText(isValidIban, INVALID_IBAN_MESSAGE, COMPANY_CODE_MAX),
  swift: checkedText(isValidBic, INVALID_BIC_MESSAGE, COMPANY_CODE_MAX),
  invoice_email: checkedText(isValidEmail, INVALID_EMAIL_MESSAGE, COMPANY_TEXT_MAX),
  invoice_phone: checkedText((value) => PHONE.test(value), INVALID_COMPANY_PHONE_MESSAGE, COMPANY_PHONE_MAX),
  // A new logo replaces the current one; remove_logo drops the current one without a new one.
  logo: z.nullable(z.custom<File>((value) => typeof value === 'object' && value !== null)),
  remove_logo: z.boolean(),
  documents: newFiles(),
  // Ids of current documents to delete with this save.
  remove_documents: z.array(z.number()),
});
export type CompanyDetailsInput = z.infer<typeof companyDetailsFormSchema>;

// The text fields a 422 may name, then the files.
export const COMPANY_TEXT_FIELDS = [
  'legal_name',
  'registration_number',
  'vat_number',
  'street',
  'city',
  'postal_code',
  'country',
  'bank_name',
  'iban',
  'swift',
  'invoice_email',
  'invoice_phone',
] as const satisfies readonly (keyof CompanyDetailsInput)[];
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];
export const COMPANY_DETAILS_FIELDS = [...COMPANY_TEXT_FIELDS, 'logo', 'documents'] as const;
