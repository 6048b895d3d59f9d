import { act, renderHook, waitFor } from '@testing-library/react';
import { useSubmitRegistration } from '@/api/employee-registration/employee-registration.mutations';
import { useRegistration } from '@/api/employee-registration/employee-registration.queries';
import {
  REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_USED_MESSAGE,
  employeeRegistrationSchema,
  type EmployeeRegistrationInput,
} from '@/api/employee-registration/employee-registration.schemas';
import { DEMO_REGISTRATION_TOKENS } from '@/mocks/db/seed-registrations';
import { setFault } from '@/mocks/scenarios';
import { browserAtReferenceDate, setupMockApi } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase } from '../support/sent-requests';

setupMockApi();
// The demo link was sent on the reference date: its 14 days are counted from it.
browserAtReferenceDate();
const sent = recordEachCase();

const VALID = DEMO_REGISTRATION_TOKENS.acme.waiting;
const USED = DEMO_REGISTRATION_TOKENS.acme.used;
const UNKNOWN = 'A'.repeat(43);

const FORM: EmployeeRegistrationInput = {
  birth_date: '1996-07-01',
  phone: '',
  personal_email: '',
  location: 'Batumi',
  address: '',
  emergency_contact: '',
  password: 'new-password',
  password_confirmation: 'new-password',
};

function renderRegistration(token: string | null) {
  const { wrapper, effects } = queryWrapper();
  const hook = renderHook(
    ({ value }: { value: string | null }) => ({
      registration: useRegistration(value),
      submit: useSubmitRegistration(value ?? ''),
    }),
    { wrapper, initialProps: { value: token } },
  );
  return { ...hook, effects };
}

describe('employee registration (central, before login)', () => {
  it('GET central/employee-registration/{token} on the bare host → who and where', async () => {
    const { result } = renderRegistration(VALID);
    await waitFor(() => expect(result.current.registration.isSuccess).toBe(true));
    const request = lastSent(sent, `central/employee-registration/${VALID}`, 'GET');
    expect(request.host).toBe('api.staff-portal.test');
    expect(result.current.registration.data).toEqual({
      email: 'levan.gelashvili@acme.test',
      first_name: 'Levan',
      last_name: 'Gelashvili',
      organization: 'Acme Consulting',
    });
  });

  it.each([
    ['an unknown link', 404, REGISTRATION_NOT_FOUND_MESSAGE, UNKNOWN],
    ['a used link', 410, REGISTRATION_USED_MESSAGE, USED],
  ])(
    '%s fails with %i for the screen to explain: no /404, no toast, no report',
    async (_name, status, message, token) => {
      const { result, effects } = renderRegistration(token);
      await waitFor(() => expect(result.current.registration.isError).toBe(true));
      expect(result.current.registration.error).toMatchObject({ status, message });
      expect(effects.navigate).not.toHaveBeenCalled();
      expect(effects.notify).not.toHaveBeenCalled();
      expect(effects.report).not.toHaveBeenCalled();
    },
  );

  it('a server fault is still reported, though nothing is shown', async () => {
    setFault({ method: 'GET', path: 'central/employee-registration/:token', status: 500 });
    const { result, effects } = renderRegistration(VALID);
    await waitFor(() => expect(result.current.registration.isError).toBe(true));
    expect(effects.report).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('asks nothing without a token', async () => {
    const { result } = renderRegistration(null);
    expect(result.current.registration.fetchStatus).toBe('idle');
  });

  it('submit: POST the personal fields (blanks as null) and the password; the screen keeps its data', async () => {
    const { result } = renderRegistration(VALID);
    await waitFor(() => expect(result.current.registration.isSuccess).toBe(true));
    const answer = await act(() => result.current.submit.mutateAsync(FORM));
    expect(answer).toEqual({ message: 'Your registration is complete. You can now log in.' });
    expect(await lastSent(sent, `central/employee-registration/${VALID}`, 'POST').json()).toEqual({
      birth_date: '1996-07-01',
      phone: null,
      personal_email: null,
      location: 'Batumi',
      address: null,
      emergency_contact: null,
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(result.current.registration.data?.email).toBe('levan.gelashvili@acme.test');
    expect(result.current.registration.isError).toBe(false);
  });

  it('a 422 reaches the form with its fields', async () => {
    const { result } = renderRegistration(VALID);
    await act(async () => {
      await expect(
        result.current.submit.mutateAsync({ ...FORM, password: 'short', password_confirmation: 'short' }),
      ).rejects.toMatchObject({
        status: 422,
        fieldErrors: { password: ['The password field must be at least 8 characters.'] },
      });
    });
  });

  it('the form schema checks the personal fields and that the passwords match', () => {
    expect(employeeRegistrationSchema.safeParse(FORM).success).toBe(true);
    const result = employeeRegistrationSchema.safeParse({
      ...FORM,
      phone: 'abc',
      password_confirmation: 'x',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'Please enter a valid phone number'],
      ['password_confirmation', 'Passwords do not match'],
    ]);
  });
});
