import { format } from 'date-fns';
import { SEEDED_LOGO_PNG_BASE64, SEEDED_LOGO_PNG_BYTES } from '../files/company-logo';
import { COMPANY_FILE_OWNER, type AdministrativeInformationRecord } from './company-details';
import { COMPANY_PARENT_ID } from './media-parents';
import type { MediaRow } from './profile-schemas';

export type SeededCompanyDetails = { details: AdministrativeInformationRecord | null; media: MediaRow[] };

// acme has everything filled in (a logo and a registration certificate among its files); other tenants
// have nothing yet, so the screen invites them to fill it in.
export function seedCompanyDetails(
  tenant: string,
  media: readonly MediaRow[],
  referenceDate: Date,
): SeededCompanyDetails {
  if (tenant !== 'acme') return { details: null, media: [...media] };
  const first = media.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const createdAt = format(referenceDate, "yyyy-MM-dd'T'09:00:00.000'Z'");
  const logo: MediaRow = {
    id: first,
    user_id: COMPANY_FILE_OWNER,
    parent: { kind: 'company-logo', id: COMPANY_PARENT_ID },
    file_name: 'acme-logo.png',
    mime_type: 'image/png',
    size: SEEDED_LOGO_PNG_BYTES,
    created_at: createdAt,
    content: SEEDED_LOGO_PNG_BASE64,
  };
  // Drawn as a one-page PDF on demand, as seeded attachments are.
  const certificate: MediaRow = {
    id: first + 1,
    user_id: COMPANY_FILE_OWNER,
    parent: { kind: 'company-document', id: COMPANY_PARENT_ID },
    file_name: 'Certificate of registration.pdf',
    mime_type: 'application/pdf',
    size: 184_320,
    created_at: createdAt,
    content: null,
  };
  return {
    details: {
      legal_name: 'Acme Consulting LLC',
      registration_number: '404512345',
      vat_number: '404512345',
      street: '12 Rustaveli Avenue',
      city: 'Tbilisi',
      postal_code: '0108',
      country: 'Georgia',
      bank_name: 'TBC Bank',
      iban: 'GE74TB1234567890123456',
      swift: 'TBCBGE22',
      invoice_email: 'billing@acme.test',
      invoice_phone: '+995 32 227 27 27',
      logo_media_id: logo.id,
      document_media_ids: [certificate.id],
      updated_at: createdAt,
    },
    media: [...media, logo, certificate],
  };
}
