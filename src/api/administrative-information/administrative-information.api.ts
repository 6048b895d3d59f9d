import { normalizeBic, normalizeIban } from '@/lib/iban';
import { request } from '../http';
import { multipartBody } from '../multipart';
import {
  administrativeInformationResponseSchema,
  COMPANY_TEXT_FIELDS,
  savedAdministrativeInformationSchema,
  type AdministrativeInformation,
  type CompanyDetailsInput,
  type CompanyTextField,
} from './administrative-information.schemas';

// GET administrative-information: the company's details, or null before anyone has filled them in.
export async function fetchAdministrativeInformation(
  signal?: AbortSignal,
): Promise<AdministrativeInformation | null> {
  const body = await request(administrativeInformationResponseSchema, {
    method: 'GET',
    url: 'administrative-information',
    signal,
  });
  return body.data;
}

// Text fields as Laravel reads a form ('' becomes null); the IBAN and BIC in their electronic form; a new
// logo under `logo`, new documents under `documents[]`, and what to drop.
export function administrativeInformationForm(values: CompanyDetailsInput) {
  const texts = Object.fromEntries(
    COMPANY_TEXT_FIELDS.map((field) => {
      const value = values[field].trim();
      return [
        field,
        field === 'iban' ? normalizeIban(value) : field === 'swift' ? normalizeBic(value) : value,
      ];
    }),
  ) as Record<CompanyTextField, string>;
  return multipartBody({
    ...texts,
    logo: values.logo ?? undefined,
    remove_logo: !values.logo && values.remove_logo ? true : undefined,
    documents: values.documents,
    remove_documents: values.remove_documents,
  });
}

// POST administrative-information (multipart): creates or replaces the details; answers them as stored.
export async function saveAdministrativeInformation(
  values: CompanyDetailsInput,
): Promise<AdministrativeInformation> {
  const body = await request(savedAdministrativeInformationSchema, {
    method: 'POST',
    url: 'administrative-information',
    data: administrativeInformationForm(values),
  });
  return body.data;
}
