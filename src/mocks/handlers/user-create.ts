import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  EMPLOYEE_ROLES,
  avatarResponseSchema,
  createdUserResponseSchema,
} from '@/api/users/user-create.schemas';
import {
  employmentDetailsResponseSchema,
  type EmploymentDetails,
} from '@/api/user-profile/employment-details.schemas';
import { personalInformationResponseSchema } from '@/api/user-profile/personal-information.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { isDateWithin150Years } from '@/lib/validation';
import { parseISO } from 'date-fns';
import type { MockUser } from '../db/schemas';
import { existsIn, nameById } from '../db/rows';
import { nextId, type TenantDb } from '../db/tenant-db';
import { findUserByEmail, newUserRecord } from '../db/user-queries';
import { storedAvatar } from '../files/avatar-image';
import { isUploadedFile, readBody } from '../routing/request-body';
import { fieldError, found, respond, validationFailed } from '../routing/responses';
import { editableEmployee } from '../routing/edit-gate';
import { tenantRoute } from '../routing/route';
import { allPresent, isTruthy, numberOrNull, orNull, validate, type Rule } from '../routing/validate';

// Adding an employee: POST user, then the personal information and the employment details of the new
// person, then the avatar. The later calls also edit an existing person.

const TEXT: Rule = { max: 255 };
const PHONE = /^[\d+ ]+$/;

async function change(db: TenantDb, id: number, edit: (draft: MockUser) => void): Promise<MockUser> {
  return found(await db.users.update((q) => q.where({ id }), { data: edit }));
}

const create = tenantRoute(
  'POST',
  'user',
  async ({ request, db }) => {
    const values = validate(await readBody(request), {
      first_name: ['required', TEXT],
      last_name: ['required', TEXT],
      email: ['required', 'email', TEXT],
      role: ['required', { in: EMPLOYEE_ROLES }],
      title: [TEXT],
    });
    if (findUserByEmail(db, values.email)) throw fieldError('email', 'The email has already been taken.');
    const role = values.role as MockUser['role'];
    const id = nextId(db.users);
    await db.users.create(
      newUserRecord({
        id,
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
        // No password until the person registers: nobody can sign in as them.
        password: '',
        role,
        title: orNull(values.title),
      }),
    );
    return respond(createdUserResponseSchema, { data: { id } }, 201);
  },
  { permission: PERMISSIONS.employeeCreate },
);

// Laravel's date rule, plus SPEC §5's 150 years for a birth date.
function checkBirthDate(value: string): void {
  if (value !== '' && !isDateWithin150Years(parseISO(value))) {
    throw fieldError('birth_date', 'The birth date field must be a valid date.');
  }
}

export const PERSONAL_RULES = {
  birth_date: ['date'],
  phone: [{ regex: PHONE }, { max: 32 }],
  personal_email: ['email', TEXT],
  location: [TEXT],
  address: [TEXT],
  emergency_contact: [TEXT],
} as const satisfies Record<string, readonly Rule[]>;

export function personalOf(
  values: Record<keyof typeof PERSONAL_RULES, string>,
): NonNullable<MockUser['personal']> {
  checkBirthDate(values.birth_date);
  return {
    birth_date: orNull(values.birth_date),
    phone: orNull(values.phone),
    personal_email: orNull(values.personal_email),
    location: orNull(values.location),
    address: orNull(values.address),
    emergency_contact: orNull(values.emergency_contact),
  };
}

// The client sends all six fields (null when blank): a body without them is refused, not read as
// six blanks.
const PERSONAL_UPDATE_RULES = allPresent(PERSONAL_RULES);

const personalInformation = tenantRoute('POST', 'user-personal-information/:id', async (context) => {
  const person = editableEmployee(context, { creating: true });
  const { db, request } = context;
  const personal = personalOf(validate(await readBody(request), PERSONAL_UPDATE_RULES));
  await change(db, person.id, (draft) => {
    draft.personal = personal;
  });
  return respond(personalInformationResponseSchema, { data: personal });
});

const employmentDetails = tenantRoute('POST', 'user-employment-details/:id', async (context) => {
  const person = editableEmployee(context, { creating: true });
  const { db, request } = context;
  const values = validate(await readBody(request), {
    position_id: ['integer', { exists: existsIn(() => db.positions.all()) }],
    department_id: ['integer', { exists: existsIn(() => db.departments.all()) }],
    seniority_id: ['integer', { exists: existsIn(() => db.seniorities.all()) }],
    employment_type_id: ['integer', { exists: existsIn(() => db.employmentTypes.all()) }],
    start_date: ['required', 'date'],
    is_billable: ['boolean'],
    weekly_hours: [{ digitsBetween: [1, 2] }],
  });
  const details: EmploymentDetails = {
    position_id: numberOrNull(values.position_id),
    department_id: numberOrNull(values.department_id),
    seniority_id: numberOrNull(values.seniority_id),
    employment_type_id: numberOrNull(values.employment_type_id),
    start_date: values.start_date,
    is_billable: isTruthy(values.is_billable),
    weekly_hours: numberOrNull(values.weekly_hours),
  };
  const positionName = nameById(db.positions.all(), details.position_id);
  await change(db, person.id, (draft) => {
    Object.assign(draft, details);
    // A person without a title is titled after their position, as the seed's people are.
    if (!draft.title && positionName) draft.title = positionName;
  });
  return respond(employmentDetailsResponseSchema, { data: details });
});

const AVATAR_EXTENSIONS = AVATAR_TYPES.map((type) => type.replace('image/', '')).join(', ');

const avatar = tenantRoute('POST', 'user-avatar/:id', async (context) => {
  const person = editableEmployee(context, { creating: true });
  const { db, request } = context;
  const file = (await readBody(request)).avatar;
  if (!isUploadedFile(file) || file.size === 0) throw fieldError('avatar', 'The avatar field is required.');
  const errors: string[] = [];
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
    errors.push(`The avatar field must be a file of type: ${AVATAR_EXTENSIONS}.`);
  }
  if (file.size > AVATAR_MAX_BYTES) {
    errors.push(`The avatar field must not be greater than ${AVATAR_MAX_BYTES / 1024} kilobytes.`);
  }
  if (errors.length > 0) throw validationFailed({ avatar: errors });
  const url = await storedAvatar(file, person);
  await change(db, person.id, (draft) => {
    draft.avatar = url;
  });
  return respond(avatarResponseSchema, { data: { avatar: url } });
});

export const userCreateHandlers = [create, personalInformation, employmentDetails, avatar];
