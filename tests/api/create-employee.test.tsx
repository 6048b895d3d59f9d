import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { isApiError } from '@/api/api-error';
import { useCreateEmployee, useUploadAvatar } from '@/api/users/user-create.mutations';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  newEmployeeSchema,
  type NewEmployee,
} from '@/api/users/user-create.schemas';
import { INVALID_DATE_MESSAGE, INVALID_EMAIL_MESSAGE } from '@/lib/validation';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

const VALUES: NewEmployee = {
  first_name: 'Ana',
  last_name: 'Tsereteli',
  email: 'ana.tsereteli@acme.test',
  role: 'employee',
  title: '',
  personal: {
    birth_date: '1994-02-03',
    phone: '+995 599 00 11 22',
    personal_email: '',
    location: 'Tbilisi',
    address: '',
    emergency_contact: '',
  },
  employment: {
    position_id: 2,
    department_id: 2,
    seniority_id: null,
    employment_type_id: 1,
    start_date: '2026-12-01',
    is_billable: true,
    weekly_hours: '40',
  },
};

const errorsOf = (values: unknown): Record<string, string> => {
  const parsed = z.safeParse(newEmployeeSchema, values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('newEmployeeSchema (the add-employee form)', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(VALUES)).toEqual({});
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(AVATAR_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp']);
  });

  it('says what is required', () => {
    const blank = {
      ...VALUES,
      first_name: ' ',
      last_name: '',
      email: '',
      employment: { ...VALUES.employment, start_date: '' },
    };
    expect(errorsOf(blank)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'E-mail is required',
      'employment.start_date': 'Start date is required',
    });
  });

  it('checks e-mails, dates (SPEC §5: 150 years), the phone and the weekly hours', () => {
    const wrong = {
      ...VALUES,
      email: 'ana@',
      personal: { ...VALUES.personal, birth_date: '1800-01-01', phone: '555-12', personal_email: 'x@y' },
      employment: { ...VALUES.employment, start_date: '2026-02-30', weekly_hours: '100' },
    };
    expect(errorsOf(wrong)).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      'personal.birth_date': INVALID_DATE_MESSAGE,
      'personal.phone': 'Please enter a valid phone number',
      'personal.personal_email': INVALID_EMAIL_MESSAGE,
      'employment.start_date': INVALID_DATE_MESSAGE,
      'employment.weekly_hours': 'Weekly hours must be a number of 1 or 2 digits',
    });
    expect(errorsOf({ ...VALUES, role: 'boss' })).toHaveProperty('role');
    expect(errorsOf({ ...VALUES, employment: { ...VALUES.employment, weekly_hours: '' } })).toEqual({});
  });
});

function renderCreate() {
  const { wrapper, effects } = queryWrapper();
  const hook = renderHook(() => ({ create: useCreateEmployee(), avatar: useUploadAvatar() }), { wrapper });
  return { ...hook, effects };
}

// The id the next new person gets: after everyone seeded (staff and recruitment's candidates).
async function nextUserId(): Promise<number> {
  const users = (await getTenantDb('acme')).users.all();
  return users.reduce((max, user) => Math.max(max, user.id), 0) + 1;
}

describe('useCreateEmployee', () => {
  it('POST user, then the personal information and the employment details of the new id', async () => {
    await signIn('admin@acme.test');
    const { result } = renderCreate();
    const expectedId = await nextUserId();
    const { id } = await act(() => result.current.create.mutateAsync(VALUES));
    expect(id).toBe(expectedId);
    expect(await lastSent(sent, 'user', 'POST').json()).toEqual({
      first_name: 'Ana',
      last_name: 'Tsereteli',
      email: 'ana.tsereteli@acme.test',
      role: 'employee',
      title: null,
    });
    expect(await lastSent(sent, `user-personal-information/${id}`, 'POST').json()).toEqual({
      birth_date: '1994-02-03',
      phone: '+995 599 00 11 22',
      personal_email: null,
      location: 'Tbilisi',
      address: null,
      emergency_contact: null,
    });
    expect(await lastSent(sent, `user-employment-details/${id}`, 'POST').json()).toEqual({
      position_id: 2,
      department_id: 2,
      seniority_id: null,
      employment_type_id: 1,
      start_date: '2026-12-01',
      is_billable: true,
      weekly_hours: 40,
    });
    const person = (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));
    expect(person).toMatchObject({ position_id: 2, weekly_hours: 40, personal: { location: 'Tbilisi' } });
  });

  it('a 422 of the first step keeps its keys; the form shows it, no toast', async () => {
    await signIn('admin@acme.test');
    const { result, effects } = renderCreate();
    const error = await act(() =>
      result.current.create.mutateAsync({ ...VALUES, email: 'sale@acme.test' }).catch((e: unknown) => e),
    );
    expect(error).toMatchObject({
      status: 422,
      fieldErrors: { email: ['The email has already been taken.'] },
    });
    expect(sentTo(sent, `user-personal-information/${await nextUserId()}`)).toHaveLength(0);
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('a 422 of a later step comes back under personal.* or employment.*; a retry continues with the same person', async () => {
    await signIn('admin@acme.test');
    const { result } = renderCreate();
    const expectedId = await nextUserId();
    const broken = { ...VALUES, personal: { ...VALUES.personal, birth_date: '1994-13-40' } };
    const error = await act(() => result.current.create.mutateAsync(broken).catch((e: unknown) => e));
    expect(isApiError(error) && error.fieldErrors).toEqual({
      'personal.birth_date': ['The birth date field must be a valid date.'],
    });
    expect(sentTo(sent, 'user', 'POST')).toHaveLength(1);

    const stillBroken = { ...VALUES, employment: { ...VALUES.employment, employment_type_id: 99 } };
    const second = await act(() => result.current.create.mutateAsync(stillBroken).catch((e: unknown) => e));
    expect(isApiError(second) && second.fieldErrors).toEqual({
      'employment.employment_type_id': ['The selected employment type id is invalid.'],
    });

    const { id } = await act(() => result.current.create.mutateAsync(VALUES));
    expect(id).toBe(expectedId);
    // One person, created once.
    expect(sentTo(sent, 'user', 'POST')).toHaveLength(1);
    expect((await getTenantDb('acme')).users.count()).toBe(expectedId);
  });
});

describe('useUploadAvatar', () => {
  it('POST user-avatar/{id} as multipart with the file under avatar → the URL to show', async () => {
    await signIn('admin@acme.test');
    const { result } = renderCreate();
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const { id, avatar } = await act(() => result.current.avatar.mutateAsync({ id: 3, file }));
    expect(id).toBe(3);
    expect(avatar).toMatch(/^data:image\/png;base64,/);
    const request = lastSent(sent, 'user-avatar/3', 'POST');
    expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect([...((await request.formData)?.keys() ?? [])]).toEqual(['avatar']);
  });

  it('a refused file is a 422 on avatar', async () => {
    await signIn('admin@acme.test');
    const { result } = renderCreate();
    const gif = new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' });
    await act(async () => {
      await expect(result.current.avatar.mutateAsync({ id: 3, file: gif })).rejects.toMatchObject({
        status: 422,
        fieldErrors: { avatar: ['The avatar field must be a file of type: png, jpeg, webp.'] },
      });
    });
  });
});
