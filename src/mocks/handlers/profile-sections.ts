import {
  profileSectionListSchema,
  profileSectionResponseSchema,
  userProfileSectionsResponseSchema,
  type ProfileSection,
  type UserProfileSection,
} from '@/api/profile-sections/profile-section.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { existsIn } from '../db/rows';
import { readBody } from '../routing/request-body';
import { editableEmployee } from '../routing/edit-gate';
import { found, idParam, respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { isTruthy, validate } from '../routing/validate';

const copyOf = (row: ProfileSection): ProfileSection => ({
  ...row,
  departments: row.departments.map((entry) => ({ ...entry })),
});

// GET profile-sections: every optional section with its status per department.
const list = tenantRoute('GET', 'profile-sections', ({ db }) =>
  respond(profileSectionListSchema, {
    data: db.profileSections
      .all()
      .sort((a, b) => a.id - b.id)
      .map(copyOf),
  }),
);

const BOOLEANS = new Set<unknown>([true, false, 0, 1, '0', '1', 'true', 'false']);

// Laravel's rules for { sections: [{ id, status }] }: an array; each id an existing section, each
// status a boolean; messages name the item as Laravel does ("sections.0.id").
function sectionChoicesOf(
  body: Record<string, unknown>,
  knownIds: ReadonlySet<number>,
): UserProfileSection[] {
  const { sections } = body;
  if (sections === undefined || sections === null || (Array.isArray(sections) && sections.length === 0)) {
    throw validationFailed({ sections: ['The sections field is required.'] });
  }
  if (!Array.isArray(sections))
    throw validationFailed({ sections: ['The sections field must be an array.'] });
  const errors: Record<string, string[]> = {};
  const choices = sections.flatMap((item: unknown, index) => {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const id = Number(entry.id);
    if (!Number.isInteger(id) || !knownIds.has(id)) {
      errors[`sections.${index}.id`] = [`The selected sections.${index}.id is invalid.`];
    }
    if (!BOOLEANS.has(entry.status)) {
      errors[`sections.${index}.status`] = [`The sections.${index}.status field must be true or false.`];
    }
    return [{ id, status: entry.status === true || isTruthy(String(entry.status)) }];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return choices;
}

// PATCH user-profile-sections/{id}: the person's own choices, over their department's. Sections the
// body does not name keep the person's earlier choice.
const userSections = tenantRoute('PATCH', 'user-profile-sections/:id', async (context) => {
  const person = editableEmployee(context);
  const { db } = context;
  const known = new Set(db.profileSections.all().map((row) => row.id));
  const choices = sectionChoicesOf(await readBody(context.request), known);
  const merged = new Map(person.profile_sections.map((choice) => [choice.id, choice.status]));
  for (const choice of choices) merged.set(choice.id, choice.status);
  const next = [...merged].map(([id, status]) => ({ id, status })).sort((a, b) => a.id - b.id);
  found(
    await db.users.update((q) => q.where({ id: person.id }), {
      data(draft) {
        draft.profile_sections = next;
      },
    }),
  );
  return respond(userProfileSectionsResponseSchema, { data: next });
});

// POST profile-sections/{id} { department_id, status }: whether the section shows on the profiles of
// that department's people (who may still switch it back for themselves). settings::manage.
const departmentStatus = tenantRoute(
  'POST',
  'profile-sections/:id',
  async ({ db, params, request }) => {
    const id = idParam(params.id);
    found(db.profileSections.findFirst((q) => q.where({ id })));
    const values = validate(await readBody(request), {
      department_id: ['required', 'integer', { exists: existsIn(() => db.departments.all()) }],
      status: ['required', 'boolean'],
    });
    const departmentId = Number(values.department_id);
    const status = isTruthy(values.status);
    const updated = found(
      await db.profileSections.update((q) => q.where({ id }), {
        data(draft) {
          const entry = draft.departments.find((row) => row.department_id === departmentId);
          if (entry) entry.status = status;
          else draft.departments.push({ department_id: departmentId, status });
        },
      }),
    );
    return respond(profileSectionResponseSchema, { data: copyOf(updated) });
  },
  { permission: PERMISSIONS.settingsManage },
);

export const profileSectionHandlers = [list, userSections, departmentStatus];
