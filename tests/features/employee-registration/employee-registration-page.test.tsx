import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EmployeeRegistrationScreen } from '@/features/employee-registration/employee-registration-page';
import { DEMO_REGISTRATION_TOKENS } from '@/mocks/db/seed-registrations';
import { setFault } from '@/mocks/scenarios';
import { renderWithApp } from '../../render';
import { typeDate } from '../../support/form-input';
import { browserAtReferenceDate, centralUrl, REFERENCE_DATE, setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();
// The demo link was sent on the reference date: its 14 days are counted from it.
browserAtReferenceDate();

const VALID = DEMO_REGISTRATION_TOKENS.acme.waiting;
const USED = DEMO_REGISTRATION_TOKENS.acme.used;
const UNKNOWN = 'A'.repeat(43);

function renderAt(token: string) {
  return renderWithApp(<EmployeeRegistrationScreen />, {
    url: `/employee-registration/${encodeURIComponent(token)}?id=${encodeURIComponent(token)}`,
  });
}

async function fillPasswords(user: UserEvent, password: string, repeat = password) {
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Repeat password/), repeat);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Complete registration' }));

describe('employee registration', () => {
  it('shows a loading state, then welcomes the new hire to their organisation', async () => {
    renderAt(VALID);
    expect(screen.getByRole('progressbar', { name: 'Loading your registration' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Acme Consulting' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Levan Gelashvili/)).toBeInTheDocument();
    expect(screen.getByText('levan.gelashvili@acme.test')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Complete registration' })).toBeInTheDocument();
  });

  it('explains an unknown link and what to do, without leaving the page', async () => {
    const { router } = renderAt(UNKNOWN);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This registration link is not valid.');
    expect(alert).toHaveTextContent(/contact your HR department/);
    expect(screen.getByRole('heading', { level: 1, name: 'Employee registration' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('explains a link that was used already and offers log in', async () => {
    const { router } = renderAt(USED);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This registration link has already been used.');
    expect(alert).toHaveTextContent(/log in with your work e-mail/);
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('explains an expired link and who to ask for a new one (issue 30, H2)', async () => {
    vi.setSystemTime(REFERENCE_DATE.getTime() + 15 * 24 * 3600_000);
    renderAt(VALID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This registration link has expired. Ask your HR department for a new one.',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says that too many links were tried and how long to wait, with Try again (issue 30, H2)', async () => {
    // Ten links that do not exist, from this browser: the next lookup is refused, even of a good link.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await fetch(centralUrl(`employee-registration/${'B'.repeat(42)}${attempt}`));
    }
    const { router } = renderAt(VALID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Too many registration links that do not work were tried from here. Wait 10 minutes, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('offers a retry when the server fails', async () => {
    setFault({ method: 'GET', path: `central/employee-registration/${VALID}`, status: 500 });
    renderAt(VALID);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the passwords at the fields before sending', async () => {
    const user = userEvent.setup();
    renderAt(VALID);
    await screen.findByRole('form', { name: 'Complete registration' });
    const { writes } = recordRequests();
    await fillPasswords(user, 'short', 'other');
    await user.type(screen.getByLabelText(/^Personal e-mail/), 'levan@');
    await submit(user);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(await writes()).toEqual([]);
  });

  it('sends the personal information and password, then shows the server message and log in', async () => {
    const user = userEvent.setup();
    renderAt(VALID);
    await screen.findByRole('form', { name: 'Complete registration' });
    const { writes } = recordRequests();
    await user.type(screen.getByLabelText(/^Personal e-mail/), 'levan@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+995 599 000 111');
    await typeDate(user, /^Date of birth/, '09081996');
    await user.type(screen.getByLabelText(/^Location/), 'Tbilisi, Georgia');
    await fillPasswords(user, 'correct-horse-battery');
    await submit(user);

    const status = await screen.findByRole('status');
    expect(status.textContent).not.toBe('');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    const sent = await writes();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.path).toBe(`central/employee-registration/${VALID}`);
    expect(sent[0]?.body).toEqual({
      birth_date: '1996-08-09',
      phone: '+995 599 000 111',
      personal_email: 'levan@example.com',
      location: 'Tbilisi, Georgia',
      address: null,
      emergency_contact: null,
      password: 'correct-horse-battery',
      password_confirmation: 'correct-horse-battery',
    });
  });

  it('puts a 422 on its field and keeps what was typed', async () => {
    setFault({ method: 'POST', path: `central/employee-registration/${VALID}`, status: 422 });
    const user = userEvent.setup();
    renderAt(VALID);
    await screen.findByRole('form', { name: 'Complete registration' });
    await user.type(screen.getByLabelText(/^Phone/), '+995 599 000 111');
    await fillPasswords(user, 'correct-horse-battery');
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+995 599 000 111');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct-horse-battery');
  });

  it('asks before a half-filled registration is left for another page (security review 17, medium 8)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(VALID);
    await screen.findByRole('form', { name: 'Complete registration' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leave = () => router.events.emit('routeChangeStart', '/login');
    expect(leave).not.toThrow();
    await user.type(screen.getByLabelText(/^Phone/), '+995 599 000 111');
    expect(leave).toThrow();
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
