import { listOf, namedItemSchema } from '@/api/common.schemas';
import {
  certificatesZipName,
  userLanguageListResponseSchema,
  type UserLanguage,
} from '@/api/languages/language.schemas';
import { ATTACHMENT_MAX_FILES } from '@/lib/attachments';
import { mockDbConfig } from '../db/mock-db';
import type { UserLanguageRow } from '../db/profile-schemas';
import { mediaOf } from '../db/profile-view';
import { existsIn, rowById } from '../db/rows';
import { nextId, type TenantDb } from '../db/tenant-db';
import { zipFiles } from '../files/cv-pdf';
import { checkUploads, mediaBytes, removeMedia, storeUploads } from '../files/stored-media';
import type { TenantContext } from '../routing/authorize';
import { editableEmployee } from '../routing/edit-gate';
import { fileResponse } from '../routing/file-response';
import { readBody, readBodyWithFiles } from '../routing/request-body';
import { readableProfileOwner } from '../routing/read-gate';
import { fieldError, found, idParam, MockHttpError, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { ordered } from './ordered';

// The languages a person speaks (db.userLanguages, one row per language with its certificates as media
// ids), the two reference lists, and a ZIP of one language's certificates.

export const LANGUAGE_ALREADY_ADDED = 'The language has already been added.';
export const LANGUAGE_NOT_ON_PROFILE = 'The person does not speak this language.';
export const NO_CERTIFICATES = 'This language has no certificates.';

const namedListSchema = listOf(namedItemSchema);

const languageList = tenantRoute('GET', 'languages', ({ db }) =>
  respond(namedListSchema, { data: ordered(db.languages.all()) }),
);

const levelList = tenantRoute('GET', 'language-levels', ({ db }) =>
  respond(namedListSchema, { data: ordered(db.languageLevels.all()) }),
);

const rowsOf = (db: TenantDb, userId: number): UserLanguageRow[] =>
  db.userLanguages.findMany((q) => q.where({ user_id: userId })).sort((a, b) => a.id - b.id);

// As GET user/{id} lists them: in the order they were added.
function languagesOf(db: TenantDb, userId: number): UserLanguage[] {
  return rowsOf(db, userId).map((row) => ({
    language_id: row.language_id,
    level: row.level,
    certificates: mediaOf(db, row.certificate_ids),
  }));
}

const rowOf = (db: TenantDb, userId: number, languageId: number): UserLanguageRow | undefined =>
  rowsOf(db, userId).find((row) => row.language_id === languageId);

const answer = (db: TenantDb, userId: number) =>
  respond(userLanguageListResponseSchema, { data: languagesOf(db, userId) });

// POST languages/{id} adds a language; with ?_method=PATCH it changes the level and adds certificates.
const save = tenantRoute('POST', 'languages/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, request, url } = context;
  const updating = url.searchParams.get('_method')?.toUpperCase() === 'PATCH';
  const { body, filesOf } = await readBodyWithFiles(request);
  const values = validate(body, {
    language_id: ['required', 'integer', { exists: existsIn(() => db.languages.all()) }],
    level: ['required', 'integer', { exists: existsIn(() => db.languageLevels.all()) }],
  });
  const files = filesOf('certificates');
  checkUploads(files, 'certificates');
  const languageId = Number(values.language_id);
  const level = Number(values.level);
  const existing = rowOf(db, person.id, languageId);
  if (!updating && existing) throw fieldError('language_id', LANGUAGE_ALREADY_ADDED);
  if (updating && !existing) throw fieldError('language_id', LANGUAGE_NOT_ON_PROFILE);
  const kept = existing?.certificate_ids.length ?? 0;
  if (kept + files.length > ATTACHMENT_MAX_FILES) {
    throw fieldError(
      'certificates',
      `A language can have at most ${ATTACHMENT_MAX_FILES} certificates; it has ${kept}.`,
    );
  }
  const rowId = existing?.id ?? nextId(db.userLanguages);
  const added = await storeUploads(db, { kind: 'language', id: rowId }, person.id, files);
  if (existing) {
    await db.userLanguages.update((q) => q.where({ id: existing.id }), {
      data(draft) {
        draft.level = level;
        draft.certificate_ids = [...draft.certificate_ids, ...added];
      },
    });
  } else {
    await db.userLanguages.create({
      id: rowId,
      user_id: person.id,
      language_id: languageId,
      level,
      certificate_ids: added,
    });
  }
  return answer(db, person.id);
});

// DELETE languages/{id} {language_id}: the language goes, and its certificates with it.
const remove = tenantRoute('DELETE', 'languages/:id', async (context) => {
  const person = editableEmployee(context);
  const { db, request } = context;
  const { language_id } = validate(await readBody(request), { language_id: ['required', 'integer'] });
  const existing = rowOf(db, person.id, Number(language_id));
  if (!existing) throw fieldError('language_id', LANGUAGE_NOT_ON_PROFILE);
  await db.userLanguages.delete((q) => q.where({ id: existing.id }));
  await removeMedia(db, existing.certificate_ids);
  return answer(db, person.id);
});

// Reading a profile's files is reading the profile: one's own, or employee::view, a candidate's only
// with recruitment::view too (read-gate.ts).
const readablePerson = ({ db, params, user }: TenantContext) =>
  readableProfileOwner(db, user, idParam(params.id));

// POST language-certificate/{id} {language_id}: '<Language> certificates.zip' holding every certificate
// of that language (seeded ones are drawn as PDFs). 404 when the person does not speak it or it has none.
const certificates = tenantRoute('POST', 'language-certificate/:id', async (context) => {
  const person = readablePerson(context);
  const { db, request } = context;
  const { language_id } = validate(await readBody(request), { language_id: ['required', 'integer'] });
  const languageId = Number(language_id);
  const row = found(rowOf(db, person.id, languageId));
  const wanted = new Set(row.certificate_ids);
  const media = db.media.findMany((q) => q.where({ id: (id) => wanted.has(id) }));
  if (media.length === 0) throw new MockHttpError(404, { message: NO_CERTIFICATES });
  const byId = new Map(media.map((item) => [item.id, item]));
  const files = [];
  for (const id of row.certificate_ids) {
    const item = byId.get(id);
    if (item) files.push({ name: item.file_name, bytes: await mediaBytes(db, item) });
  }
  const language = rowById(db.languages.all(), languageId)?.name ?? 'Language';
  return fileResponse(
    await zipFiles(files, mockDbConfig().referenceDate),
    'application/zip',
    certificatesZipName(language),
  );
});

export const languageHandlers = [languageList, levelList, save, remove, certificates];
