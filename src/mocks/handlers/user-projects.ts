import { parseISO } from 'date-fns';
import { userProjectListResponseSchema } from '@/api/user-projects/user-project.schemas';
import { ATTACHMENT_MAX_FILES } from '@/lib/attachments';
import { isDateWithin150Years } from '@/lib/validation';
import type { UserProjectRow } from '../db/profile-schemas';
import { toUserProfile } from '../db/profile-view';
import type { MockUser } from '../db/schemas';
import { existsIn } from '../db/rows';
import { nextId, type TenantDb } from '../db/tenant-db';
import { checkUploads, removeMedia, storeUploads } from '../files/stored-media';
import { editableEmployee } from '../routing/edit-gate';
import { readBody, readBodyWithFiles } from '../routing/request-body';
import { MockHttpError, notFound, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { numberOrNull, orNull, validate } from '../routing/validate';

// A person's projects for their CV (path id: the person; the project is named in the body):
//   POST user/projects/:id                   multipart fields + skill_ids[] + files[] → 201 { data: projects }
//   POST user/projects/:id?_method=PATCH     project_id + the same; new files are added → { data: projects }
//   DELETE user/projects/:id                 { ids } (their files go too)              → { data: projects }
// Every route passes the edit gate first. The answer is the person's projects as GET user/{id} lists them.
// 'user/projects/:id' has three segments, so it neither shadows nor is shadowed by GET 'user/:id'.

const PATH = 'user/projects/:id';
const FILES = 'files';

type ProjectField = 'name' | 'client' | 'role' | 'description' | 'start_date' | 'end_date' | 'industry_id';
type ProjectColumns = Omit<UserProjectRow, 'id' | 'user_id' | 'media_ids'>;

const projectsOf = (db: TenantDb, person: MockUser) => toUserProfile(db, person).projects;

const answer = (db: TenantDb, person: MockUser, status = 200) =>
  respond(userProjectListResponseSchema, { data: projectsOf(db, person) }, status);

const rowsOf = (db: TenantDb, userId: number): UserProjectRow[] =>
  db.userProjects.findMany((q) => q.where({ user_id: userId }));

function checkDateRange(field: string, value: string, errors: Record<string, string[]>): void {
  if (value !== '' && !isDateWithin150Years(parseISO(value))) {
    (errors[field] ??= []).push(`The ${field.replace(/_/g, ' ')} field must be a valid date.`);
  }
}

// Laravel's rules for a project; every field is checked before anything (a file) is stored.
async function readProject(db: TenantDb, request: Request) {
  const { body, filesOf, valuesOf } = await readBodyWithFiles(request);
  // Laravel reports every field at once: the table rules, then the ones that need several fields.
  const errors: Record<string, string[]> = {};
  let values: Record<ProjectField, string> | null = null;
  try {
    values = validate(body, {
      name: ['required', { max: 255 }],
      client: [{ max: 255 }],
      role: [{ max: 255 }],
      description: [{ max: 2000 }],
      start_date: ['required', 'date'],
      end_date: ['date'],
      industry_id: ['integer', { exists: existsIn(() => db.industries.all()) }],
    });
  } catch (error) {
    if (!(error instanceof MockHttpError) || !error.body.errors) throw error;
    Object.assign(errors, error.body.errors);
  }
  if (values) {
    checkDateRange('start_date', values.start_date, errors);
    checkDateRange('end_date', values.end_date, errors);
    // after_or_equal:start_date
    if (values.end_date !== '' && values.end_date.slice(0, 10) < values.start_date.slice(0, 10)) {
      (errors.end_date ??= []).push('The end date field must be a date after or equal to start date.');
    }
  }
  const skillExists = existsIn(() => db.skills.all());
  const skillTexts = valuesOf('skill_ids').map((text) => text.trim());
  skillTexts.forEach((text, index) => {
    if (!skillExists(text)) errors[`skill_ids.${index}`] = [`The selected skill_ids.${index} is invalid.`];
  });
  if (!values || Object.keys(errors).length > 0) throw validationFailed(errors);
  const files = filesOf(FILES);
  checkUploads(files, FILES);
  const columns: ProjectColumns = {
    name: values.name,
    client: values.client,
    role: values.role,
    description: values.description,
    start_date: values.start_date.slice(0, 10),
    end_date: orNull(values.end_date.slice(0, 10)),
    industry_id: numberOrNull(values.industry_id),
    // Laravel keeps duplicates; a CV lists a skill once.
    skill_ids: [...new Set(skillTexts.map(Number))],
  };
  return { body, columns, files };
}

const isPatch = (method: unknown): boolean => typeof method === 'string' && method.toUpperCase() === 'PATCH';

const save = tenantRoute('POST', PATH, async (context) => {
  const person = editableEmployee(context);
  const { db, request, url } = context;
  const { body, columns, files } = await readProject(db, request);

  if (!isPatch(url.searchParams.get('_method') ?? body._method)) {
    const id = nextId(db.userProjects);
    const media_ids = await storeUploads(db, { kind: 'user-project', id }, person.id, files);
    await db.userProjects.create({ ...columns, id, user_id: person.id, media_ids });
    return answer(db, person, 201);
  }

  const { project_id } = validate(body, { project_id: ['required', 'integer'] });
  const row = rowsOf(db, person.id).find((candidate) => candidate.id === Number(project_id));
  // Another person's project, or none: 404 as route model binding answers.
  if (!row) throw notFound();
  if (row.media_ids.length + files.length > ATTACHMENT_MAX_FILES) {
    throw validationFailed({
      [FILES]: [`A project can have at most ${ATTACHMENT_MAX_FILES} files; remove some first.`],
    });
  }
  const added = await storeUploads(db, { kind: 'user-project', id: row.id }, person.id, files);
  await db.userProjects.update((q) => q.where({ id: row.id }), {
    data: (draft) => {
      Object.assign(draft, columns);
      draft.media_ids = [...draft.media_ids, ...added];
    },
  });
  return answer(db, person);
});

const destroy = tenantRoute('DELETE', PATH, async (context) => {
  const person = editableEmployee(context);
  const { db, request } = context;
  const raw = (await readBody(request)).ids;
  const ids = Array.isArray(raw) ? raw.map(Number) : [];
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw validationFailed({ ids: ['The ids field is required.'] });
  }
  const mine = new Map(rowsOf(db, person.id).map((row) => [row.id, row]));
  // Every id must be this person's, or nothing is deleted.
  if (ids.some((id) => !mine.has(id))) throw notFound();
  const doomed = new Set(ids);
  await removeMedia(
    db,
    ids.flatMap((id) => mine.get(id)?.media_ids ?? []),
  );
  await db.userProjects.deleteMany((q) => q.where({ id: (id) => doomed.has(id) }));
  return answer(db, person);
});

export const userProjectHandlers = [save, destroy];
