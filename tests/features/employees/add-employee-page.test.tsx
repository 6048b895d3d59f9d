import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AddEmployeeScreen } from '@/features/employees/add-employee-page';
import { DRAFT_NOT_KEPT_MESSAGE } from '@/features/employees/add-employee-view';
import {
  ADD_EMPLOYEE_DRAFT_COOKIE,
  emptyNewEmployee,
  readAddEmployeeDraft,
  writeAddEmployeeDraft,
} from '@/features/employees/add/use-add-employee-draft';
import { readCookie, readJsonCookie } from '@/lib/cookies';
import { readDraftValues } from '@/lib/draft-store';
import { setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose, dateGroup, fill, typeDate } from '../../support/form-input';
import { setupMockApi, signIn } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import { withStyles } from '../../support/emotion-styles';

setupMockApi();

beforeEach(async () => {
  await signIn('admin@acme.test');
});

const field = (label: RegExp | string) => screen.getByLabelText(label);
// The form at its address, ready once its heading shows.
const FORM = {
  url: '/add-employee',
  ready: () => screen.findByRole('heading', { level: 1, name: 'Add employee' }),
};

// The required fields, pasted: what is typed is not the rule of the tests that fill them.
async function fillRequired(user: UserEvent, email = 'nino.beridze.new@acme.test') {
  await fill(user, /^First name/, 'Nino');
  await fill(user, /^Last name/, 'Beridze');
  await fill(user, /^Work e-mail/, email);
  await typeDate(user, /^Start date/, '01122026');
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save employee' }));

describe('the add-employee form', () => {
  it('shows a bad work e-mail at the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    const requests = recordRequests();
    await fillRequired(user, 'nino@acme');
    await save(user);
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(field(/^Work e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(await requests.writes()).toEqual([]);
  });

  it('refuses a date of birth more than 150 years away with "Please enter valid date"', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await fillRequired(user);
    await typeDate(user, /^Date of birth/, '01011850');
    await save(user);
    const group = dateGroup(/^Date of birth/);
    expect(await screen.findByText('Please enter valid date')).toBeInTheDocument();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please enter valid date');
  });

  it('asks for the required fields', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await save(user);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
  });

  it('takes digits only in weekly hours, at most two', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await user.type(field(/^Weekly hours/), 'a4-0.5h');
    expect(field(/^Weekly hours/)).toHaveValue('40');
  });

  it('indents seniority grades under their band', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await user.click(screen.getByRole('combobox', { name: /^Seniority/ }));
    const band = await screen.findByRole('option', { name: 'Senior' });
    const grade = screen.getByRole('option', { name: 'Senior I' });
    // Every rule written so far goes into the document now: role queries over a styled document cost
    // a style computation per element, and the list's rules are written by the time it shows.
    withStyles();
    expect(getComputedStyle(grade).paddingLeft).not.toBe(getComputedStyle(band).paddingLeft);
  });

  it('saves in three calls, then opens the new profile with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    const requests = recordRequests();
    await fillRequired(user);
    await fill(user, /^Personal e-mail/, 'nino@example.com');
    await fill(user, /^Phone/, '+995 555 123 456');
    await typeDate(user, /^Date of birth/, '14021994');
    await fill(user, /^Title/, 'Backend Engineer');
    await choose(user, /^Position/, 'Software Engineer');
    await choose(user, /^Department/, 'Engineering');
    await choose(user, /^Seniority/, 'Middle II');
    await choose(user, /^Employment type/, 'Full-time');
    await fill(user, /^Weekly hours/, '40');
    await user.click(screen.getByRole('switch', { name: 'Billable' }));
    await choose(user, /^Role/, 'Sale');
    await save(user);

    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/employee\/\d+\/overview$/)),
    );
    expect(await screen.findByText('Employee created')).toBeInTheDocument();

    const writes = await requests.writes();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST user',
      expect.stringMatching(/^POST user-personal-information\/\d+$/),
      expect.stringMatching(/^POST user-employment-details\/\d+$/),
    ]);
    const id = Number(/\/employee\/(\d+)\//.exec(String(router.push.mock.calls[0]?.[0]))?.[1]);
    expect(writes[1]?.path).toBe(`user-personal-information/${id}`);
    expect(writes[2]?.path).toBe(`user-employment-details/${id}`);
    expect(writes[0]?.body).toEqual({
      first_name: 'Nino',
      last_name: 'Beridze',
      email: 'nino.beridze.new@acme.test',
      role: 'sale',
      title: 'Backend Engineer',
    });
    expect(writes[1]?.body).toEqual({
      birth_date: '1994-02-14',
      phone: '+995 555 123 456',
      personal_email: 'nino@example.com',
      location: null,
      address: null,
      emergency_contact: null,
    });
    expect(writes[2]?.body).toEqual({
      position_id: 1,
      department_id: 1,
      seniority_id: expect.any(Number),
      employment_type_id: 1,
      start_date: '2026-12-01',
      is_billable: true,
      weekly_hours: 40,
    });
  });

  it('offers neither Save nor Cancel again while the new profile opens', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    let opened: (done: boolean) => void = () => undefined;
    router.push.mockImplementationOnce(() => new Promise<boolean>((resolve) => (opened = resolve)));
    await fillRequired(user);
    await save(user);
    expect(await screen.findByText('Employee created')).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/employee\/\d+\/overview$/));
    expect(screen.getByRole('button', { name: 'Save employee' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    opened(true);
  });

  it('suggests places from the location search and keeps free text', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await user.type(location, 'Tbil');
    await user.click(await screen.findByRole('option', { name: 'Tbilisi, Georgia' }));
    expect(location).toHaveValue('Tbilisi, Georgia');
    await fill(user, location, 'Somewhere unmapped');
    expect(location).toHaveValue('Somewhere unmapped');
  });

  it('puts a 422 of the first call on its field and keeps every value', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    // The demo employee's address is taken.
    await fillRequired(user, 'employee@acme.test');
    await fill(user, /^Weekly hours/, '32');
    await save(user);
    const email = field(/^Work e-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/taken/i);
    expect(email).toHaveValue('employee@acme.test');
    expect(field(/^First name/)).toHaveValue('Nino');
    expect(field(/^Weekly hours/)).toHaveValue('32');
    expect(dateGroup(/^Start date/)).toHaveTextContent('01/12/2026');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('puts a 422 of a later call on the nested field', async () => {
    answerWith('POST', 'user-personal-information/:id', 422, {
      message: 'The given data was invalid.',
      errors: { birth_date: ['The birth_date is not a valid date.'] },
    });
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await fillRequired(user);
    await typeDate(user, /^Date of birth/, '14021994');
    await save(user);
    await waitFor(() =>
      expect(dateGroup(/^Date of birth/)).toHaveAccessibleDescription('The birth date is not a valid date.'),
    );
    expect(dateGroup(/^Date of birth/)).toHaveTextContent('14/02/1994');
    expect(field(/^First name/)).toHaveValue('Nino');
  });

  it('keeps every value when the server fails and says so', async () => {
    setFault({ method: 'POST', path: 'user', status: 500 });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    await fillRequired(user);
    await save(user);
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(field(/^Work e-mail/)).toHaveValue('nino.beridze.new@acme.test');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('goes back to the directory on Cancel', async () => {
    await renderScreen(AddEmployeeScreen, FORM);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/employees');
  });
});

describe('the draft', () => {
  type StoredDraft = {
    values: { first_name: string; employment: { weekly_hours: string; start_date: string } };
  };
  // The values are kept in this tab's storage; the cookie only points at them.
  const storedDraft = () => readDraftValues('add-employee') as StoredDraft | undefined;

  it('is written as the user types, restored on the next visit, and can be discarded', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderScreen(AddEmployeeScreen, FORM);
    await user.type(field(/^First name/), 'Nino');
    await user.type(field(/^Weekly hours/), '20');
    await typeDate(user, /^Start date/, '01122026');
    // The draft is written a pause after the last keystroke: wait for what was typed last.
    await waitFor(() => expect(storedDraft()?.values.employment.start_date).toBe('2026-12-01'));
    expect(storedDraft()?.values.first_name).toBe('Nino');
    expect(storedDraft()?.values.employment.weekly_hours).toBe('20');
    first.unmount();

    await renderScreen(AddEmployeeScreen, FORM);
    expect(screen.getByText('Draft restored')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Nino');
    expect(field(/^Weekly hours/)).toHaveValue('20');
    expect(dateGroup(/^Start date/)).toHaveTextContent('01/12/2026');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.queryByText('Draft restored')).not.toBeInTheDocument());
    expect(field(/^First name/)).toHaveValue('');
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeUndefined();
  });

  it('is kept when the page is left before the pause', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = await renderScreen(AddEmployeeScreen, FORM);
    await fill(user, /^Last name/, 'Beridze');
    unmount();
    expect(JSON.stringify(storedDraft())).toContain('Beridze');
  });

  it('keeps personal data out of the cookie: it holds only a pointer (security review 17, medium 5)', async () => {
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await fill(user, /^Last name/, 'Beridze');
    await fill(user, /^Phone/, '+995 555 12 34 56');
    await waitFor(() => expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeDefined());
    await waitFor(() => expect(JSON.stringify(storedDraft())).toContain('555 12 34 56'));
    const pointer = readJsonCookie<Record<string, unknown>>(ADD_EMPLOYEE_DRAFT_COOKIE);
    expect(Object.keys(pointer ?? {}).sort()).toEqual(['id', 'localId', 'savedAt']);
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).not.toContain('Beridze');
  });

  it("keeps a draft far past a cookie's 4 kB, Georgian text included", () => {
    const address = 'თბილისი, რუსთაველის გამზირი '.repeat(60);
    const values = emptyNewEmployee();
    values.last_name = 'ბერიძე';
    values.personal.address = address;
    expect(encodeURIComponent(JSON.stringify(values)).length).toBeGreaterThan(4096 * 3);
    expect(writeAddEmployeeDraft(values)).toBe(true);
    expect(readAddEmployeeDraft()?.values.personal.address).toBe(address);
  });

  it('tells the user when the browser would not keep the draft', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup({ delay: null });
    await renderScreen(AddEmployeeScreen, FORM);
    await fill(user, /^Last name/, 'Beridze');
    expect(await screen.findByText(DRAFT_NOT_KEPT_MESSAGE)).toBeInTheDocument();
  });

  it('is cleared once the employee is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    await fillRequired(user);
    await waitFor(() => expect(storedDraft()?.values.first_name).toBe('Nino'));
    await save(user);
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(readCookie(ADD_EMPLOYEE_DRAFT_COOKIE)).toBeUndefined();
  });

  it('ignores a cookie it cannot read', async () => {
    document.cookie = `${ADD_EMPLOYEE_DRAFT_COOKIE}=${encodeURIComponent('{"version":1,"values":{"first_name":7,"role":"boss"')}; path=/`;
    await renderScreen(AddEmployeeScreen, FORM);
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('');
  });
});

describe('the photo', () => {
  const upload = (file: File) =>
    userEvent.setup({ applyAccept: false, delay: null }).upload(screen.getByLabelText('Photo'), file);

  it('refuses a file over 2 MB before anything is sent', async () => {
    await renderScreen(AddEmployeeScreen, FORM);
    const requests = recordRequests();
    await upload(new File([new Uint8Array(3 * 1024 * 1024)], 'holiday.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“holiday.jpg” is 3 MB; the limit is 2 MB.');
    expect(await requests.all()).toEqual([]);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image', async () => {
    await renderScreen(AddEmployeeScreen, FORM);
    const requests = recordRequests();
    await upload(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“cv.pdf” is not a PNG, JPEG or WebP file.');
    expect(await requests.all()).toEqual([]);
  });

  it('previews a chosen photo and uploads it after the employee is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderScreen(AddEmployeeScreen, FORM);
    const requests = recordRequests();
    await upload(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    expect(screen.getByText('me.png · 0.1 kB')).toBeInTheDocument();
    await fillRequired(user);
    await save(user);
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const writes = await requests.writes();
    const last = writes[writes.length - 1];
    expect(last?.path).toMatch(/^user-avatar\/\d+$/);
    expect(last?.body).toEqual({ avatar: { type: 'image/png' } });
    expect(await screen.findByText('Employee created')).toBeInTheDocument();
  });
});
