import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateGroup, typeDate } from '../../support/form-input';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { card, detailOf, dialog, renderOverview, storedUser } from './overview-render';

setupMockApi();

beforeEach(async () => {
  await signIn('admin@acme.test');
});

const ADMIN_ID = 1;
const CARD = 'Personal information';

describe('the personal information card', () => {
  it('shows what is stored, with dates as dd/MM/yyyy and "Not set" for blanks', async () => {
    await renderOverview(ADMIN_ID);
    expect(detailOf(CARD, 'Date of birth')).toBe('12/04/1990');
    expect(detailOf(CARD, 'Phone')).toBe('+995 555 12 34 56');
    expect(detailOf(CARD, 'Location')).toBe('Tbilisi');
    expect(detailOf(CARD, 'Personal e-mail')).toBe('Not set');
  });

  it('sends the edited fields to user-personal-information/{id}, blanks as null, and shows the saved values', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card(CARD)).getByRole('button', { name: 'Edit personal information' }));
    const form = dialog('Edit personal information');
    const phone = within(form).getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+995 599 00 11 22');
    await user.type(within(form).getByLabelText(/^Personal e-mail/), 'nino@example.com');
    await user.clear(within(form).getByLabelText(/^Location/));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Personal information saved')).toBeInTheDocument();
    const writes = await requests.writes();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: `user-personal-information/${ADMIN_ID}`,
        body: {
          birth_date: '1990-04-12',
          phone: '+995 599 00 11 22',
          personal_email: 'nino@example.com',
          location: null,
          address: null,
          emergency_contact: null,
        },
      },
    ]);
    await waitFor(() => expect(detailOf(CARD, 'Phone')).toBe('+995 599 00 11 22'));
    expect(detailOf(CARD, 'Personal e-mail')).toBe('nino@example.com');
    expect(detailOf(CARD, 'Location')).toBe('Not set');
  });

  it('shows a 422 on phone at the field and keeps the dialog open with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    await user.click(within(card(CARD)).getByRole('button', { name: 'Edit personal information' }));
    const form = dialog('Edit personal information');
    const phone = within(form).getByLabelText(/^Phone/);
    // Digits only, so the form lets it through; the server allows at most 32 characters.
    const tooLong = '5'.repeat(33);
    await user.clear(phone);
    await user.type(phone, tooLong);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText('The phone field must not be greater than 32 characters.'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue(tooLong);
    expect(dialog('Edit personal information')).toBeVisible();
    expect((await storedUser(ADMIN_ID))?.personal?.phone).toBe('+995 555 12 34 56');
  });

  it('refuses a date of birth more than 150 years away with "Please enter valid date" and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card(CARD)).getByRole('button', { name: 'Edit personal information' }));
    const form = dialog('Edit personal information');
    const birth = dateGroup(/^Date of birth/, { within: form });
    await typeDate(user, /^Date of birth/, '01011850', { within: form });
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Please enter valid date')).toBeInTheDocument();
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(await requests.writes()).toEqual([]);
  });
});
