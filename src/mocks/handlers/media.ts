import { dataOf, messageSchema } from '@/api/common.schemas';
import { mediaSchema } from '@/api/media/media.schemas';
import type { MediaRow } from '../db/profile-schemas';
import { toMedia } from '../db/profile-view';
import { mediaBytes, removeMedia } from '../files/stored-media';
import type { TenantContext } from '../routing/authorize';
import { readBody } from '../routing/request-body';
import { fileResponse } from '../routing/file-response';
import { readIds } from '../routing/ids';
import { idParam, notFound, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { assertMayDeleteMedia, mayReadMedia } from './media-access';

// The file of that id, when the acting user may read it through its parent (media-access.ts). Any
// other is 404, as an unknown id: ids are sequential and shared by every parent, so a 403 would confirm
// that a colleague's sick note or a candidate's CV is there (issue 30, H3).
function readableMedia(context: TenantContext, id: number): MediaRow {
  const row = context.db.media.findFirst((q) => q.where({ id }));
  if (!row || !mayReadMedia(context, row)) throw notFound();
  return row;
}

// GET media/{id}: the file, or its description when the client asks for JSON.
const show = tenantRoute('GET', 'media/:id', async (context) => {
  const row = readableMedia(context, idParam(context.params.id));
  if ((context.request.headers.get('accept') ?? '').includes('application/json')) {
    return respond(dataOf(mediaSchema), { data: toMedia(row) });
  }
  return fileResponse(await mediaBytes(context.db, row), row.mime_type, row.file_name);
});

// DELETE media {ids}: all or nothing. A file one may not read is 404, as an unknown id; one whose parent
// one may not change is 403 (the parent's reason). The files go with every reference to them (issue 30,
// M1: a deleted sick note is no longer on its time off). The ids are read as every bulk call reads
// them (readIds: at most MAX_IDS, in linear time, each once).
const destroy = tenantRoute('DELETE', 'media', async (context) => {
  const ids = readIds((await readBody(context.request)).ids);
  const rows = ids.map((id) => readableMedia(context, id));
  for (const row of rows) assertMayDeleteMedia(context, row);
  await removeMedia(context.db, ids);
  return respond(messageSchema, { message: `${ids.length} file${ids.length === 1 ? '' : 's'} deleted.` });
});

export const mediaHandlers = [show, destroy];
