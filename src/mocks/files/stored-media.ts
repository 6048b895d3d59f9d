import { format } from 'date-fns';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, ATTACHMENT_TYPES } from '@/lib/attachments';
import { safeFileName } from './safe-file-name';
import type { MediaParent } from '../db/media-parents';
import type { MediaRow } from '../db/profile-schemas';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUser } from '../db/user-queries';
import type { UploadedFile } from '../routing/request-body';
import { validationFailed } from '../routing/responses';
import { renderSimplePdf } from './simple-pdf';

// Uploaded files as the mocked API keeps them: media rows holding their bytes (base64), so they
// survive the demo's reload and download byte for byte.

const EXTENSIONS = 'pdf, png, jpg';

function bytesToBase64(bytes: Uint8Array): string {
  let text = '';
  // In slices: String.fromCharCode takes a bounded number of arguments.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(text);
}

function base64ToBytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

// The name an upload is kept and shown under: its base name only, made safe (no folder, `..`, control
// character or 300-character name reaches a download, an archive or a screen; issue 30, L2).
export const uploadedFileName = (file: Pick<UploadedFile, 'name'>, fallback: string): string =>
  safeFileName(file.name ?? '', fallback);

// Laravel's file rules for attachments: 422 on `<field>.<n>` for each refused file, and on `<field>`
// when there are too many.
export function checkUploads(files: readonly UploadedFile[], field: string): void {
  const errors: Record<string, string[]> = {};
  if (files.length > ATTACHMENT_MAX_FILES) {
    errors[field] = [`The ${field} field must not have more than ${ATTACHMENT_MAX_FILES} items.`];
  }
  files.forEach((file, index) => {
    const messages: string[] = [];
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      messages.push(`The ${field}.${index} field must be a file of type: ${EXTENSIONS}.`);
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      messages.push(
        `The ${field}.${index} field must not be greater than ${ATTACHMENT_MAX_BYTES / 1024} kilobytes.`,
      );
    }
    if (file.size === 0) messages.push(`The ${field}.${index} field must be a file.`);
    if (messages.length > 0) errors[`${field}.${index}`] = messages;
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

// Stores the files of one parent (the item that lists them; userId the person they are about, 0 for
// none) and returns their media ids, in order.
export async function storeUploads(
  db: TenantDb,
  parent: MediaParent,
  userId: number,
  files: readonly UploadedFile[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, file] of files.entries()) {
    const id = nextId(db.media);
    const bytes = new Uint8Array(await file.arrayBuffer());
    await db.media.create({
      id,
      user_id: userId,
      parent,
      file_name: uploadedFileName(file, `attachment-${index + 1}`),
      mime_type: file.type || 'application/octet-stream',
      size: bytes.byteLength,
      created_at: new Date().toISOString(),
      content: bytesToBase64(bytes),
    });
    ids.push(id);
  }
  return ids;
}

// A file's bytes: as uploaded, or, for a seeded file, a PDF drawn from its name and owner.
export async function mediaBytes(db: TenantDb, row: MediaRow): Promise<Uint8Array> {
  if (row.content !== null) return base64ToBytes(row.content);
  const owner = findUser(db, row.user_id);
  const title = row.file_name.replace(/\.pdf$/i, '');
  const issued = new Date(row.created_at);
  return renderSimplePdf(
    title,
    [owner ? `Awarded to ${owner.name}` : '', `Issued on ${format(issued, 'd MMMM yyyy')}`],
    issued,
  );
}

// Deletes the media rows and every reference to them, in the same step, so no item lists a file that
// is gone (a deleted sick note is no longer on its time off).
export async function removeMedia(db: TenantDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  const keep = (list: readonly number[]) => list.filter((id) => !gone.has(id));
  const mentions = (list: readonly number[]) => list.some((id) => gone.has(id));
  const isGone = (id: number | null | undefined) => id !== null && id !== undefined && gone.has(id);
  await db.media.deleteMany((q) => q.where({ id: (id) => gone.has(id) }));
  await db.courses.updateMany((q) => q.where({ media_ids: mentions }), {
    data: (draft) => void (draft.media_ids = keep(draft.media_ids)),
  });
  await db.achievements.updateMany((q) => q.where({ media_ids: mentions }), {
    data: (draft) => void (draft.media_ids = keep(draft.media_ids)),
  });
  await db.userProjects.updateMany((q) => q.where({ media_ids: mentions }), {
    data: (draft) => void (draft.media_ids = keep(draft.media_ids)),
  });
  await db.userLanguages.updateMany((q) => q.where({ certificate_ids: mentions }), {
    data: (draft) => void (draft.certificate_ids = keep(draft.certificate_ids)),
  });
  await db.cvs.updateMany((q) => q.where({ file_media_id: isGone }), {
    data: (draft) => void (draft.file_media_id = null),
  });
  const timeOffs = new Set(
    db.timeOffs
      .all()
      .filter((row) => isGone(row.attachment?.id))
      .map((row) => row.id),
  );
  await db.timeOffs.updateMany((q) => q.where({ id: (id) => timeOffs.has(id) }), {
    data: (draft) => void (draft.attachment = null),
  });
  const candidates = new Set(
    db.candidates
      .all()
      .filter((row) => isGone(row.cv?.media_id))
      .map((row) => row.user_id),
  );
  await db.candidates.updateMany((q) => q.where({ user_id: (id) => candidates.has(id) }), {
    data: (draft) => void (draft.cv = null),
  });
  await db.projects.updateMany((q) => q.where({ media_ids: mentions }), {
    data: (draft) => void (draft.media_ids = keep(draft.media_ids)),
  });
  const company = db.settings.administrativeInformation;
  if (company) {
    db.settings.administrativeInformation = {
      ...company,
      logo_media_id: isGone(company.logo_media_id) ? null : company.logo_media_id,
      document_media_ids: keep(company.document_media_ids),
    };
  }
}

// Every file about these people (their profile sections, time off, candidacy), with its references:
// for people who are deleted.
export async function removeMediaOfPeople(db: TenantDb, userIds: readonly number[]): Promise<void> {
  const people = new Set(userIds);
  const rows = db.media.findMany((q) => q.where({ user_id: (id) => people.has(id) }));
  await removeMedia(
    db,
    rows.map((row) => row.id),
  );
}
