import { Collection } from '@msw/data';
import {
  availabilityEntryRowSchema,
  currencyRateSchema,
  holidayRowSchema,
  mockUserSchema,
  namedRowSchema,
  notificationRowSchema,
  registrationRowSchema,
  savedFilterRowSchema,
  seniorityRowSchema,
  type TenantData,
} from './schemas';

// One tenant's collections (@msw/data over the zod record schemas) and its single-value settings.
export type TenantDb = {
  tenant: string;
  users: Collection<typeof mockUserSchema>;
  notifications: Collection<typeof notificationRowSchema>;
  positions: Collection<typeof namedRowSchema>;
  departments: Collection<typeof namedRowSchema>;
  seniorities: Collection<typeof seniorityRowSchema>;
  skills: Collection<typeof namedRowSchema>;
  industries: Collection<typeof namedRowSchema>;
  assessments: Collection<typeof namedRowSchema>;
  globalRoles: Collection<typeof namedRowSchema>;
  employmentTypes: Collection<typeof namedRowSchema>;
  availabilityEntries: Collection<typeof availabilityEntryRowSchema>;
  savedFilters: Collection<typeof savedFilterRowSchema>;
  registrations: Collection<typeof registrationRowSchema>;
  currencyRates: Collection<typeof currencyRateSchema>;
  publicHolidays: Collection<typeof holidayRowSchema>;
  settings: { applicationConfig: TenantData['applicationConfig'] };
};

// @msw/data's own schema constraint and record input, so no extra package is imported for them.
type RecordSchema = ConstructorParameters<typeof Collection>[0]['schema'];
type RecordInput<S extends RecordSchema> = Parameters<Collection<S>['create']>[0];

async function filled<S extends RecordSchema>(
  schema: S,
  rows: readonly RecordInput<S>[],
): Promise<Collection<S>> {
  const collection = new Collection({ schema });
  await collection.createMany(rows.length, (index) => rows[index] as RecordInput<S>);
  return collection;
}

export async function createTenantDb(tenant: string, data: TenantData): Promise<TenantDb> {
  const [
    users,
    notifications,
    positions,
    departments,
    seniorities,
    skills,
    industries,
    assessments,
    globalRoles,
    employmentTypes,
    availabilityEntries,
    savedFilters,
    registrations,
  ] = await Promise.all([
    filled(mockUserSchema, data.users),
    filled(notificationRowSchema, data.notifications),
    filled(namedRowSchema, data.positions),
    filled(namedRowSchema, data.departments),
    filled(seniorityRowSchema, data.seniorities),
    filled(namedRowSchema, data.skills),
    filled(namedRowSchema, data.industries),
    filled(namedRowSchema, data.assessments),
    filled(namedRowSchema, data.globalRoles),
    filled(namedRowSchema, data.employmentTypes),
    filled(availabilityEntryRowSchema, data.availabilityEntries),
    filled(savedFilterRowSchema, data.savedFilters),
    filled(registrationRowSchema, data.registrations),
  ]);
  const [currencyRates, publicHolidays] = await Promise.all([
    filled(currencyRateSchema, data.currencyRates),
    filled(holidayRowSchema, data.publicHolidays),
  ]);
  return {
    tenant,
    users,
    notifications,
    positions,
    departments,
    seniorities,
    skills,
    industries,
    assessments,
    globalRoles,
    employmentTypes,
    availabilityEntries,
    savedFilters,
    registrations,
    currencyRates,
    publicHolidays,
    settings: { applicationConfig: data.applicationConfig },
  };
}

// Plain copies of every record, for saving.
export function tenantDataOf(db: TenantDb): TenantData {
  return {
    users: db.users.all(),
    notifications: db.notifications.all(),
    positions: db.positions.all(),
    departments: db.departments.all(),
    seniorities: db.seniorities.all(),
    skills: db.skills.all(),
    industries: db.industries.all(),
    assessments: db.assessments.all(),
    globalRoles: db.globalRoles.all(),
    employmentTypes: db.employmentTypes.all(),
    availabilityEntries: db.availabilityEntries.all(),
    savedFilters: db.savedFilters.all(),
    registrations: db.registrations.all(),
    currencyRates: db.currencyRates.all(),
    publicHolidays: db.publicHolidays.all(),
    applicationConfig: db.settings.applicationConfig,
  };
}

// Ids are ours, not the collection's internal keys: the next one after the largest.
export function nextId(collection: { all: () => readonly { id: number }[] }): number {
  return collection.all().reduce((max, record) => Math.max(max, record.id), 0) + 1;
}
