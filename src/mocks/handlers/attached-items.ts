import { parseISO } from 'date-fns';
import type { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { listOf } from '@/api/common.schemas';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { isDateWithin150Years } from '@/lib/validation';
import { mockToday } from '../db/employee-view';
import { toUserProfile } from '../db/profile-view';
import type { MediaParentKind } from '../db/media-parents';
import { nextId, type TenantDb } from '../db/tenant-db';
import { checkUploads, removeMedia, storeUploads } from '../files/stored-media';
import { editableEmployee } from '../routing/edit-gate';
import { readBody, readBodyWithFiles } from '../routing/request-body';
import { notFound, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate, type Rule } from '../routing/validate';

// Profile items with attachments (courses, achievements) share their three routes:
//   POST <path>/:id          multipart fields + files[]           → 201 { data: the person's items }
//   POST <path>-update/:id   multipart <idField> + fields + files[] → { data: … } (files are added)
//   DELETE <path>/:id        { ids }                               → { data: … } (their files go too)
// :id is the person; every route passes the edit gate first. Existing files are removed through
// DELETE media.

export type AttachedItemRow = { id: number; user_id: number; media_ids: number[] };

// The collection's rows as the routes see them; each resource's row adds its own columns.
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];
type RowOf<S extends RecordSchema> = ReturnType<Collection<S>['all']>[number] & AttachedItemRow;
type NewRowOf<S extends RecordSchema> = Parameters<Collection<S>['create']>[0];

export type AttachedItemConfig<S extends RecordSchema, F extends string, Item> = {
  // Route patterns, written out: 'user-courses/:id' and 'user-courses-update/:id'.
  paths: { items: string; update: string };
  idField: string;
  // What the item's files record as their parent (GET media/{id} reads them as the profile is read).
  mediaKind: Extract<MediaParentKind, 'course' | 'achievement'>;
  store: (db: TenantDb) => Collection<S>;
  rules: Record<F, readonly Rule[]>;
  // The field holding the item's day: a valid date within SPEC §5's range, today at the latest.
  dateField: NoInfer<F>;
  // The row's own columns from the validated text.
  columnsOf: (values: Record<F, string>) => Omit<NewRowOf<S>, keyof AttachedItemRow>;
  itemSchema: z.ZodMiniType<Item>;
  // The items as GET user/{id} lists them, so every answer matches the profile.
  itemsOf: (profile: UserProfile) => Item[];
};

const FILES = 'files';

export function attachedItemRoutes<S extends RecordSchema, F extends string, Item>(
  config: AttachedItemConfig<S, F, Item>,
) {
  const listSchema = listOf(config.itemSchema);
  const label = config.dateField.replace(/_/g, ' ');

  // Laravel's rules, the date's range and before_or_equal:today, and the files' types and sizes; all
  // fields are checked before anything is stored.
  const read = async (request: Request) => {
    const { body, filesOf } = await readBodyWithFiles(request);
    const values = validate(body, config.rules);
    const day = values[config.dateField];
    if (day !== '' && !isDateWithin150Years(parseISO(day))) {
      throw validationFailed({ [config.dateField]: [`The ${label} field must be a valid date.`] });
    }
    if (day > mockToday()) {
      throw validationFailed({
        [config.dateField]: [`The ${label} field must be a date before or equal to today.`],
      });
    }
    const files = filesOf(FILES);
    checkUploads(files, FILES);
    return { body, values, files };
  };

  const answer = (db: TenantDb, person: Parameters<typeof toUserProfile>[1], status = 200) =>
    respond(listSchema, { data: config.itemsOf(toUserProfile(db, person)) }, status);

  // The schema's rows all have AttachedItemRow's columns (the configs' row schemas say so).
  const allRows = (db: TenantDb) => config.store(db).all() as RowOf<S>[];
  const rowsOf = (db: TenantDb, userId: number) => allRows(db).filter((row) => row.user_id === userId);

  const create = tenantRoute('POST', config.paths.items, async (context) => {
    const person = editableEmployee(context);
    const { db } = context;
    const { values, files } = await read(context.request);
    const id = nextId({ all: () => allRows(db) });
    const media_ids = await storeUploads(db, { kind: config.mediaKind, id }, person.id, files);
    await config
      .store(db)
      .create({ ...config.columnsOf(values), id, user_id: person.id, media_ids } as NewRowOf<S>);
    return answer(db, person, 201);
  });

  const update = tenantRoute('POST', config.paths.update, async (context) => {
    const person = editableEmployee(context);
    const { db } = context;
    const { body, values, files } = await read(context.request);
    const raw = body[config.idField];
    if (raw === undefined || raw === '') {
      throw validationFailed({
        [config.idField]: [`The ${config.idField.replace(/_/g, ' ')} field is required.`],
      });
    }
    const itemId = Number(raw);
    const row = rowsOf(db, person.id).find((candidate) => candidate.id === itemId);
    // Another person's item, or none: 404 as route model binding answers.
    if (!row) throw notFound();
    const added = await storeUploads(db, { kind: config.mediaKind, id: row.id }, person.id, files);
    await config.store(db).update(row, {
      data: (draft) => {
        const item = Object.assign(draft as unknown as AttachedItemRow, config.columnsOf(values));
        item.media_ids = [...item.media_ids, ...added];
      },
    });
    return answer(db, person);
  });

  const destroy = tenantRoute('DELETE', config.paths.items, async (context) => {
    const person = editableEmployee(context);
    const { db } = context;
    const raw = (await readBody(context.request)).ids;
    const ids = Array.isArray(raw) ? raw.map(Number) : [];
    if (ids.length === 0 || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      throw validationFailed({ ids: ['The ids field is required.'] });
    }
    const mine = rowsOf(db, person.id);
    const rows = ids.map((id) => mine.find((row) => row.id === id));
    // Every id must be this person's, or nothing is deleted.
    if (rows.some((row) => row === undefined)) throw notFound();
    const doomed = rows.filter((row): row is RowOf<S> => row !== undefined);
    await removeMedia(
      db,
      doomed.flatMap((row) => row.media_ids),
    );
    const store = config.store(db);
    for (const row of doomed) store.delete(row);
    return answer(db, person);
  });

  return [create, update, destroy];
}
