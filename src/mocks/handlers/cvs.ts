import { cvDownloadName } from '@/api/cvs/cv-file-name';
import {
  CV_FILE_MAX_BYTES,
  CV_NAME_MAX,
  CV_SECTION_KEYS,
  CV_SUMMARY_MAX,
  CV_VARIANT_MAX,
  cvDeletedSchema,
  cvEnhanceResponseSchema,
  cvHistoryResponseSchema,
  cvResponseSchema,
  isCvSectionKey,
  type Cv,
  type CvSectionKey,
} from '@/api/cvs/cv.schemas';
import type { CvRow } from '../db/profile-schemas';
import type { MockUser } from '../db/schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import { cvDocumentOf } from '../files/cv-document';
import { renderCvDocument } from '../files/cv-pdf';
import { enhanceText } from '../files/enhance-text';
import { mediaBytes, removeMedia, storeUploads, uploadedFileName } from '../files/stored-media';
import type { TenantContext } from '../routing/authorize';
import { editableEmployeeById } from '../routing/edit-gate';
import { fileResponse } from '../routing/file-response';
import { readableProfileOwner } from '../routing/read-gate';
import { isUploadedFile, readBody, readBodyWithFiles, type UploadedFile } from '../routing/request-body';
import { MockHttpError, fieldError, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate, type Rule } from '../routing/validate';

// One person's CVs: each change passes the SPEC §4 edit gate on the CV's owner and is recorded in the
// CV's history; reading needs one's own CV or employee::view. GET cv/{id} is a real PDF drawn from the
// owner's profile, or the PDF uploaded for the CV.

const DUPLICATE_NAME_MESSAGE = 'A CV with this name already exists.';
const NAME_RULES: readonly Rule[] = ['required', { max: CV_NAME_MAX }];
const VARIANT_RULES: readonly Rule[] = ['required', { max: CV_VARIANT_MAX }];

const toCv = ({ user_id: _owner, file_media_id, created_at: _created, ...row }: CvRow): Cv => ({
  ...row,
  sections: [...row.sections],
  has_file: file_media_id !== null,
});

// Later than the last change, even within the same millisecond, so every change is a new version.
function touched(previous: string): string {
  const last = Date.parse(previous);
  return new Date(Number.isNaN(last) ? Date.now() : Math.max(Date.now(), last + 1)).toISOString();
}

function findCv(db: TenantDb, id: number): CvRow {
  return found(db.cvs.findFirst((q) => q.where({ id })));
}

// The CV named by the path, once its owner's profile passes the edit gate.
function editableCv(context: TenantContext): { cv: CvRow; owner: MockUser } {
  const cv = findCv(context.db, idParam(context.params.id));
  return { cv, owner: editableEmployeeById(context, cv.user_id) };
}

// The CV named by the path, for one who may read its owner's profile: its owner, anyone with
// employee::view, a candidate's only with recruitment::view too (read-gate.ts; else 404).
function readableCv({ db, params, user }: TenantContext): CvRow {
  const cv = findCv(db, idParam(params.id));
  readableProfileOwner(db, user, cv.user_id);
  return cv;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function nameTaken(db: TenantDb, userId: number, name: string, exceptId?: number): boolean {
  return db.cvs
    .findMany((q) => q.where({ user_id: userId }))
    .some((row) => row.id !== exceptId && sameName(row.cv_name, name));
}

// sections: absent is none; otherwise a list of the known keys, kept in the PDF's order.
function sectionsOf(raw: unknown): CvSectionKey[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw fieldError('sections', 'The sections field must be an array.');
  const keys = raw.map(String);
  if (keys.some((key) => !isCvSectionKey(key))) {
    throw fieldError('sections', `The sections field must only contain: ${CV_SECTION_KEYS.join(', ')}.`);
  }
  return CV_SECTION_KEYS.filter((key) => keys.includes(key));
}

type CvFields = { cv_name: string; variant: string; summary: string; sections: CvSectionKey[] };

// The field errors of a 422 thrown by `run`, so several checks can answer together.
function errorsOf(run: () => void): Record<string, string[]> {
  try {
    run();
    return {};
  } catch (error) {
    if (error instanceof MockHttpError && error.status === 422) return error.body.errors ?? {};
    throw error;
  }
}

// Laravel's rules of POST cv and PUT cv/{id}; the name must be unused among the owner's other CVs.
function cvFieldsOf(
  db: TenantDb,
  body: Record<string, unknown>,
  userId: number,
  exceptId?: number,
): CvFields {
  let values = { cv_name: '', variant: '', summary: '' };
  let sections: CvSectionKey[] = [];
  const errors = {
    ...errorsOf(() => {
      values = validate(body, {
        cv_name: NAME_RULES,
        variant: VARIANT_RULES,
        summary: [{ max: CV_SUMMARY_MAX }],
      });
    }),
    ...errorsOf(() => {
      sections = sectionsOf(body.sections);
    }),
  };
  if (values.cv_name && nameTaken(db, userId, values.cv_name, exceptId)) {
    errors.cv_name = [DUPLICATE_NAME_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...values, sections };
}

async function record(db: TenantDb, cvId: number, actor: MockUser, action: string, detail: string) {
  await db.cvHistory.create({
    id: nextId(db.cvHistory),
    cv_id: cvId,
    action,
    detail,
    changed_by: actor.name,
    changed_at: new Date().toISOString(),
  });
}

async function change(db: TenantDb, cv: CvRow, edit: (draft: CvRow) => void): Promise<CvRow> {
  return found(
    await db.cvs.update((q) => q.where({ id: cv.id }), {
      data(draft) {
        edit(draft);
        draft.updated_at = touched(cv.updated_at);
      },
    }),
  );
}

// POST cv {user_id, cv_name, variant, summary, sections}
const create = tenantRoute('POST', 'cv', async (context) => {
  const { db, request, user } = context;
  const body = await readBody(request);
  const { user_id } = validate(body, { user_id: ['required', 'integer'] });
  const owner = findUser(db, Number(user_id));
  if (!owner) throw fieldError('user_id', 'The selected user id is invalid.');
  editableEmployeeById(context, owner.id);
  const fields = cvFieldsOf(db, body, owner.id);
  const now = new Date().toISOString();
  const row = await db.cvs.create({
    id: nextId(db.cvs),
    user_id: owner.id,
    ...fields,
    file_media_id: null,
    created_at: now,
    updated_at: now,
  });
  await record(db, row.id, user, 'created', `Created "${row.cv_name}"`);
  return respond(cvResponseSchema, { data: toCv(row) }, 201);
});

const CHANGE_LABELS: Record<keyof CvFields, string> = {
  cv_name: 'name',
  variant: 'variant',
  summary: 'summary',
  sections: 'sections',
};

// PUT cv/{id} {cv_name, variant, summary, sections}
async function update(context: TenantContext): Promise<Response> {
  const { db, request, user } = context;
  const { cv } = editableCv(context);
  const fields = cvFieldsOf(db, await readBody(request), cv.user_id, cv.id);
  const changed = (Object.keys(CHANGE_LABELS) as (keyof CvFields)[]).filter(
    (key) => JSON.stringify(fields[key]) !== JSON.stringify(cv[key]),
  );
  const row = await change(db, cv, (draft) => Object.assign(draft, fields));
  await record(
    db,
    cv.id,
    user,
    'edited',
    changed.length > 0
      ? `Edited the ${changed.map((key) => CHANGE_LABELS[key]).join(', ')}`
      : 'Saved without changes',
  );
  return respond(cvResponseSchema, { data: toCv(row) });
}

const put = tenantRoute('PUT', 'cv/:id', update);

function uploadRejection(file: UploadedFile | undefined): string | null {
  if (!file) return 'The file field is required.';
  const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');
  if (!isPdf) return 'The file field must be a file of type: pdf.';
  if (file.size === 0) return 'The file field must be a file.';
  if (file.size > CV_FILE_MAX_BYTES) {
    return `The file field must not be greater than ${CV_FILE_MAX_BYTES / 1024} kilobytes.`;
  }
  return null;
}

// POST cv/{id}, multipart {file}: the PDF that GET cv/{id} answers from then on. With ?_method=PUT or
// PATCH it is PUT cv/{id} (Laravel's method spoofing).
const upload = tenantRoute('POST', 'cv/:id', async (context) => {
  const spoofed = context.url.searchParams.get('_method')?.toUpperCase();
  if (spoofed === 'PUT' || spoofed === 'PATCH') return update(context);
  const { db, request, user } = context;
  const { cv, owner } = editableCv(context);
  const { body, filesOf } = await readBodyWithFiles(request);
  const file = filesOf('file')[0] ?? (isUploadedFile(body.file) ? body.file : undefined);
  const rejection = uploadRejection(file);
  if (rejection || !file) throw fieldError('file', rejection ?? 'The file field is required.');
  // Stored under the CV's name: the file is the CV now, whatever it was called on disk.
  const [mediaId] = await storeUploads(db, { kind: 'cv', id: cv.id }, owner.id, [
    {
      size: file.size,
      type: 'application/pdf',
      name: cvDownloadName(null, cv.cv_name),
      arrayBuffer: () => file.arrayBuffer(),
    },
  ]);
  const previous = cv.file_media_id;
  const row = await change(db, cv, (draft) => {
    draft.file_media_id = mediaId ?? null;
  });
  if (previous !== null) await removeMedia(db, [previous]);
  await record(db, cv.id, user, 'file_uploaded', `Uploaded "${uploadedFileName(file, 'a PDF')}"`);
  return respond(cvResponseSchema, { data: toCv(row) });
});

// PUT cv/name/{id} {cv_name}
const rename = tenantRoute('PUT', 'cv/name/:id', async (context) => {
  const { db, request, user } = context;
  const { cv } = editableCv(context);
  const { cv_name } = validate(await readBody(request), { cv_name: NAME_RULES });
  if (nameTaken(db, cv.user_id, cv_name, cv.id)) throw fieldError('cv_name', DUPLICATE_NAME_MESSAGE);
  if (cv_name === cv.cv_name) return respond(cvResponseSchema, { data: toCv(cv) });
  const row = await change(db, cv, (draft) => {
    draft.cv_name = cv_name;
  });
  await record(db, cv.id, user, 'renamed', `Renamed from "${cv.cv_name}" to "${cv_name}"`);
  return respond(cvResponseSchema, { data: toCv(row) });
});

// PUT cv/variant/{id} {variant}
const changeVariant = tenantRoute('PUT', 'cv/variant/:id', async (context) => {
  const { db, request, user } = context;
  const { cv } = editableCv(context);
  const { variant } = validate(await readBody(request), { variant: VARIANT_RULES });
  if (variant === cv.variant) return respond(cvResponseSchema, { data: toCv(cv) });
  const row = await change(db, cv, (draft) => {
    draft.variant = variant;
  });
  await record(db, cv.id, user, 'variant_changed', `Variant changed from "${cv.variant}" to "${variant}"`);
  return respond(cvResponseSchema, { data: toCv(row) });
});

// '<name> (copy)', then '<name> (copy 2)', '(copy 3)'… whichever the owner does not have yet.
export function copyName(name: string, taken: (candidate: string) => boolean): string {
  const base = name.replace(/ \(copy(?: \d+)?\)$/, '');
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? ' (copy)' : ` (copy ${number})`;
    const candidate = `${base.slice(0, CV_NAME_MAX - suffix.length)}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

// POST cv/duplicate/{id}: a copy of the CV (its uploaded file too) for the same person.
const duplicate = tenantRoute('POST', 'cv/duplicate/:id', async (context) => {
  const { db, user } = context;
  const { cv, owner } = editableCv(context);
  const name = copyName(cv.cv_name, (candidate) => nameTaken(db, owner.id, candidate));
  let fileMediaId: number | null = null;
  const copyId = nextId(db.cvs);
  const media =
    cv.file_media_id === null ? null : db.media.findFirst((q) => q.where({ id: cv.file_media_id ?? 0 }));
  if (media) {
    fileMediaId = nextId(db.media);
    // The copy's file is the new CV's own.
    await db.media.create({
      ...media,
      id: fileMediaId,
      parent: { kind: 'cv', id: copyId },
      created_at: new Date().toISOString(),
    });
  }
  const now = new Date().toISOString();
  const row = await db.cvs.create({
    id: copyId,
    user_id: owner.id,
    cv_name: name,
    variant: cv.variant,
    summary: cv.summary,
    sections: [...cv.sections],
    file_media_id: fileMediaId,
    created_at: now,
    updated_at: now,
  });
  await record(db, row.id, user, 'duplicated', `Duplicated from "${cv.cv_name}"`);
  return respond(cvResponseSchema, { data: toCv(row) }, 201);
});

// DELETE cv/{id}: the CV, its history and its uploaded file.
const remove = tenantRoute('DELETE', 'cv/:id', async (context) => {
  const { db } = context;
  const { cv } = editableCv(context);
  await db.cvs.delete((q) => q.where({ id: cv.id }));
  await db.cvHistory.deleteMany((q) => q.where({ cv_id: cv.id }));
  if (cv.file_media_id !== null) await removeMedia(db, [cv.file_media_id]);
  return respond(cvDeletedSchema, { message: `The CV "${cv.cv_name}" has been deleted.` });
});

// GET cv/history/{id}: newest first (ids grow with time).
const history = tenantRoute('GET', 'cv/history/:id', (context) => {
  const cv = readableCv(context);
  const entries = context.db.cvHistory.findMany((q) => q.where({ cv_id: cv.id })).sort((a, b) => b.id - a.id);
  return respond(cvHistoryResponseSchema, { data: entries });
});

// GET cv/{id}: '<cv_name>.pdf'; the uploaded PDF when there is one, else drawn from the profile.
const show = tenantRoute('GET', 'cv/:id', async (context) => {
  const { db } = context;
  const cv = readableCv(context);
  const owner = found(findUser(db, cv.user_id));
  const fileName = cvDownloadName(null, cv.cv_name);
  const media =
    cv.file_media_id === null ? undefined : db.media.findFirst((q) => q.where({ id: cv.file_media_id ?? 0 }));
  const bytes = media
    ? await mediaBytes(db, media)
    : await renderCvDocument(cvDocumentOf(db, owner, cv), new Date(cv.updated_at));
  return fileResponse(bytes, 'application/pdf', fileName);
});

// POST cv/enhance/ {text, cv_id?}: a suggestion only, nothing is saved. With cv_id the CV must exist
// and its owner's profile pass the edit gate, as the suggestion is for editing it.
const enhance = tenantRoute('POST', 'cv/enhance', async (context) => {
  const body = await readBody(context.request);
  const { text, cv_id } = validate(body, {
    text: ['required', { max: CV_SUMMARY_MAX }],
    cv_id: ['integer'],
  });
  if (cv_id !== '') {
    const cv = findCv(context.db, Number(cv_id));
    editableEmployeeById(context, cv.user_id);
  }
  return respond(cvEnhanceResponseSchema, { data: { suggestion: enhanceText(text) } });
});

export const cvHandlers = [
  enhance,
  create,
  put,
  upload,
  rename,
  changeVariant,
  duplicate,
  remove,
  history,
  show,
];
