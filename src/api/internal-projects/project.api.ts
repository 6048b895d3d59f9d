import * as z from 'zod/mini';
import { request } from '../http';
import { multipartBody } from '../multipart';
import { projectResponseSchema, type Project } from './internal-project.schemas';
import {
  ADMINISTRATION_TEXT_FIELDS,
  legacyPayloadSchema,
  savedAdministrationSchema,
  type AdministrationInput,
  type LegacyPayload,
  type ProjectChanges,
  type ProjectPatch,
  type SavedAdministration,
} from './project-detail.schemas';

type AdministrationTextField = (typeof ADMINISTRATION_TEXT_FIELDS)[number];

const projectPath = (id: number) => `internal-projects/${id}`;

// GET internal-projects/{id}: one project; 404 when the tenant has none with this id.
export async function fetchProject(id: number, signal?: AbortSignal): Promise<Project> {
  return (await request(projectResponseSchema, { method: 'GET', url: projectPath(id), signal })).data;
}

// POST internal-projects/{id}?_method=patch, JSON: only the fields sent change (the status, say).
export async function patchProject(id: number, changes: ProjectPatch): Promise<Project> {
  const body = await request(projectResponseSchema, {
    method: 'POST',
    url: projectPath(id),
    params: { _method: 'patch' },
    data: changes,
  });
  return body.data;
}

// POST internal-projects/{id}?_method=put, JSON: every field of the project, as a whole.
export async function replaceProject(id: number, values: ProjectChanges): Promise<Project> {
  const body = await request(projectResponseSchema, {
    method: 'POST',
    url: projectPath(id),
    params: { _method: 'put' },
    data: values,
  });
  return body.data;
}

// DELETE internal-projects/{id}: 204. Refused (422) while invoices refer to the project.
export async function deleteProject(id: number): Promise<void> {
  await request(z.unknown(), { method: 'DELETE', url: projectPath(id) });
}

// Texts as Laravel reads a form ('' becomes null); the default VAT's id or ''; new files under
// `files[]`, the ids of files to delete under `remove_files[]`.
export function administrationForm(values: AdministrationInput) {
  const texts = Object.fromEntries(
    ADMINISTRATION_TEXT_FIELDS.map((field) => [field, values[field].trim()]),
  ) as Record<AdministrationTextField, string>;
  return multipartBody({
    ...texts,
    default_vat_id: values.default_vat_id,
    files: values.files,
    remove_files: values.remove_files,
  });
}

// POST internal-projects/{id}/administrative-fields?_method=put (multipart): replaces the billing
// details, adds and removes files; answers the fields as stored and the project's files.
export async function saveAdministrativeFields(
  id: number,
  values: AdministrationInput,
): Promise<SavedAdministration> {
  const body = await request(savedAdministrationSchema, {
    method: 'POST',
    url: `internal-projects/${id}/administrative-fields`,
    params: { _method: 'put' },
    data: administrationForm(values),
  });
  return body.data;
}

// GET internal-projects/old/{id}?in_project_currency=1|0: the older combined payload, amounts in the
// project's currency (1) or converted to the company's (0). Parsed loosely: unknown fields pass.
export async function fetchOldProject(
  id: number,
  inProjectCurrency: boolean,
  signal?: AbortSignal,
): Promise<LegacyPayload> {
  const body = await request(legacyPayloadSchema, {
    method: 'GET',
    url: `internal-projects/old/${id}`,
    params: { in_project_currency: inProjectCurrency ? 1 : 0 },
    signal,
  });
  return body.data;
}
