import type { TenantDb } from '../db/tenant-db';

// One organisation list as the org-data routes see it: positions, departments and skills are flat
// (parent_id always null), seniorities a tree stored flat.
export type OrgRow = { id: number; name: string; order: number; parent_id: number | null };
export type OrgPatch = { name?: string; order?: number; parent_id?: number | null };

export type OrgStore = {
  // 'position' for messages: 'The position …'.
  label: string;
  tree: boolean;
  all: () => OrgRow[];
  insert: (row: OrgRow) => Promise<unknown>;
  patch: (id: number, patch: OrgPatch) => Promise<unknown>;
  remove: (ids: ReadonlySet<number>) => unknown;
  // What deleting does to the people using the items (proposed: they are left without it).
  clearUsers: (ids: ReadonlySet<number>) => Promise<unknown>;
};

type NamedName = 'positions' | 'departments' | 'skills';

export function namedStore(
  db: TenantDb,
  name: NamedName,
  label: string,
  clearUsers: OrgStore['clearUsers'],
): OrgStore {
  const collection = db[name];
  return {
    label,
    tree: false,
    all: () => collection.all().map((row) => ({ ...row, parent_id: null })),
    insert: ({ id, name: text, order }) => collection.create({ id, name: text, order }),
    patch: (id, { name: text, order }) =>
      collection.update((q) => q.where({ id }), {
        data(draft) {
          if (text !== undefined) draft.name = text;
          if (order !== undefined) draft.order = order;
        },
      }),
    remove: (ids) => collection.deleteMany((q) => q.where({ id: (id) => ids.has(id) })),
    clearUsers,
  };
}

export function seniorityStore(db: TenantDb): OrgStore {
  return {
    label: 'seniority',
    tree: true,
    all: () => db.seniorities.all().map((row) => ({ ...row })),
    insert: (row) => db.seniorities.create(row),
    patch: (id, { name, order, parent_id }) =>
      db.seniorities.update((q) => q.where({ id }), {
        data(draft) {
          if (name !== undefined) draft.name = name;
          if (order !== undefined) draft.order = order;
          if (parent_id !== undefined) draft.parent_id = parent_id;
        },
      }),
    remove: (ids) => db.seniorities.deleteMany((q) => q.where({ id: (id) => ids.has(id) })),
    clearUsers: (ids) =>
      db.users.updateMany((q) => q.where({ seniority_id: (id) => id !== null && ids.has(id) }), {
        data(draft) {
          draft.seniority_id = null;
        },
      }),
  };
}

// The people's column for a flat list, emptied where it named a deleted item.
export const clearUserColumn =
  (db: TenantDb, column: 'position_id' | 'department_id') => (ids: ReadonlySet<number>) =>
    db.users.updateMany((q) => q.where({ [column]: (id: number | null) => id !== null && ids.has(id) }), {
      data(draft) {
        draft[column] = null;
      },
    });

// A deleted skill leaves every profile that listed it.
export const clearUserSkills = (db: TenantDb) => (ids: ReadonlySet<number>) =>
  db.users.updateMany(
    (q) => q.where({ skills: (skills) => skills.some((skill) => ids.has(skill.skill_id)) }),
    {
      data(draft) {
        draft.skills = draft.skills.filter((skill) => !ids.has(skill.skill_id));
      },
    },
  );
