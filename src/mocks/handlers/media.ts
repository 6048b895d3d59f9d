import { dataOf, messageSchema } from '@/api/common.schemas';
import { mediaSchema } from '@/api/media/media.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { toMedia } from '../db/profile-view';
import { findUser } from '../db/user-queries';
import { mediaBytes, removeMedia } from '../files/stored-media';
import { assertMayEdit } from '../routing/edit-gate';
import { readBody } from '../routing/request-body';
import { fileResponse } from '../routing/file-response';
import { forbidden, found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// GET media/{id}: the file, or its description when the client asks for JSON. One's own files, or
// anyone's with employee::view.
const show = tenantRoute('GET', 'media/:id', async ({ db, params, request, user }) => {
  const row = found(db.media.findFirst((q) => q.where({ id: idParam(params.id) })));
  if (row.user_id !== user.id && !user.permissions.includes(PERMISSIONS.employeeView)) throw forbidden();
  if ((request.headers.get('accept') ?? '').includes('application/json')) {
    return respond(dataOf(mediaSchema), { data: toMedia(row) });
  }
  return fileResponse(await mediaBytes(db, row), row.mime_type, row.file_name);
});

// DELETE media {ids}: every id must exist (404, nothing deleted) and its owner's profile must pass
// the edit gate (403).
const destroy = tenantRoute('DELETE', 'media', async (context) => {
  const { db, request } = context;
  const raw = (await readBody(request)).ids;
  const ids = Array.isArray(raw) ? raw.map(Number) : [];
  if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
    throw validationFailed({ ids: ['The ids field is required.'] });
  }
  const rows = ids.map((id) => found(db.media.findFirst((q) => q.where({ id }))));
  for (const ownerId of new Set(rows.map((row) => row.user_id))) {
    assertMayEdit(context, found(findUser(db, ownerId)));
  }
  await removeMedia(db, ids);
  return respond(messageSchema, { message: `${ids.length} file${ids.length === 1 ? '' : 's'} deleted.` });
});

export const mediaHandlers = [show, destroy];
