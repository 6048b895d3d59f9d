import { Collection } from '@msw/data';
import { COLLECTION_SCHEMAS, type CollectionName, type CollectionSchemas, type TenantData } from './schemas';
import { SETTINGS_VALUE_NAMES, type SettingsValues } from './settings-schemas';

// One tenant's collections (@msw/data over the zod record schemas) and its single-value settings.
export type TenantDb = { [K in CollectionName]: Collection<CollectionSchemas[K]> } & {
  tenant: string;
  settings: SettingsValues;
};

// @msw/data's own schema constraint and record input, so no extra package is imported for them.
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];
type RecordInput<S extends RecordSchema> = Parameters<Collection<S>['create']>[0];

// The record schema, except while a collection is filled with rows that already passed it (a copy of
// a db's own records): parsing them again was two thirds of every reset, in each test of the suites.
function trustingWhileFilled<S extends RecordSchema>(schema: S): { schema: S; trust: (on: boolean) => void } {
  let trusted = false;
  const standard = schema['~standard'];
  const wrapper = {
    '~standard': {
      ...standard,
      validate: (value: unknown) => (trusted ? { value } : standard.validate(value)),
    },
  } as unknown as S;
  return { schema: wrapper, trust: (on) => (trusted = on) };
}

async function filled<S extends RecordSchema>(
  schema: S,
  rows: readonly RecordInput<S>[],
  validated: boolean,
): Promise<Collection<S>> {
  const { schema: checked, trust } = trustingWhileFilled(schema);
  const collection = new Collection({ schema: checked });
  trust(validated);
  try {
    await collection.createMany(rows.length, (index) => rows[index] as RecordInput<S>);
  } finally {
    trust(false);
  }
  return collection;
}

// A copy of each single-value setting, so the stored data and the live one never share a record.
function settingsOf(source: SettingsValues): SettingsValues {
  return Object.fromEntries(
    SETTINGS_VALUE_NAMES.map((name) => [name, structuredClone(source[name])]),
  ) as SettingsValues;
}

const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];

// `validated`: the rows are a copy of records a db of these schemas already holds (tenantDataOf), so they
// are not parsed again; anything else (a seed, a browser save) is.
export async function createTenantDb(
  tenant: string,
  data: TenantData,
  { validated = false }: { validated?: boolean } = {},
): Promise<TenantDb> {
  const collections = await Promise.all(
    COLLECTION_NAMES.map(
      async (name) =>
        [
          name,
          await filled(COLLECTION_SCHEMAS[name] as RecordSchema, data[name] as never, validated),
        ] as const,
    ),
  );
  return {
    ...(Object.fromEntries(collections) as unknown as {
      [K in CollectionName]: Collection<CollectionSchemas[K]>;
    }),
    tenant,
    settings: settingsOf(data),
  };
}

// Plain copies of every record, for saving.
export function tenantDataOf(db: TenantDb): TenantData {
  const rows = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, db[name].all()]));
  return {
    ...(rows as unknown as Omit<TenantData, keyof SettingsValues>),
    ...settingsOf(db.settings),
  };
}

// Ids are ours, not the collection's internal keys: the next one after the largest.
export function nextId(collection: { all: () => readonly { id: number }[] }): number {
  return collection.all().reduce((max, record) => Math.max(max, record.id), 0) + 1;
}
