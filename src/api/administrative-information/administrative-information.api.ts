import { normalizeBic, normalizeIban } from '@/lib/iban';
import { request } from '../http';
import {
  administrativeInformationResponseSchema,
  COMPANY_TEXT_FIELDS,
  savedAdministrativeInformationSchema,
  type AdministrativeInformation,
  type CompanyDetailsInput,
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
export function administrativeInformationForm(values: CompanyDetailsInput): FormData {
  const form = new FormData();
  for (const field of COMPANY_TEXT_FIELDS) {
    const value = values[field].trim();
    form.append(
      field,
      field === 'iban' ? normalizeIban(value) : field === 'swift' ? normalizeBic(value) : value,
    );
  }
  if (values.logo) form.append('logo', values.logo);
  else if (values.remove_logo) form.append('remove_logo', '1');
  for (const file of values.documents) form.append('documents[]', file);
  for (const id of values.remove_documents) form.append('remove_documents[]', String(id));
  return form;
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
