import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { card, detailOf, dialog, renderOverview, storedUser } from './overview-render';

setupMockApi();

beforeEach(async () => {
  await signIn('admin@acme.test');
});

const ADMIN_ID = 1;
const CARD = 'Employment details';

describe('the employment details card', () => {
  it('shows position, department, seniority and employment type by name', async () => {
    const stored = await storedUser(ADMIN_ID);
    await renderOverview(ADMIN_ID);
    await waitFor(() => expect(detailOf(CARD, 'Position')).toBe('HR Manager'));
    expect(detailOf(CARD, 'Department')).toBe('Human Resources');
    expect(detailOf(CARD, 'Seniority')).toMatch(/^Junior /);
    const [year, month, day] = (stored?.start_date ?? '').split('-');
    expect(detailOf(CARD, 'Start date')).toBe(`${day}/${month}/${year}`);
    expect(detailOf(CARD, 'Billable')).toBe(stored?.is_billable ? 'Yes' : 'No');
  });

  it('sends the details to user-employment-details/{id} and shows the new names', async () => {
    const user = userEvent.setup({ delay: null });
    const startDate = (await storedUser(ADMIN_ID))?.start_date;
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card(CARD)).getByRole('button', { name: 'Edit employment details' }));
    const form = dialog('Edit employment details');
    await choose(user, /^Department/, 'Engineering');
    await choose(user, /^Employment type/, 'Part-time');
    const hours = within(form).getByLabelText(/^Weekly hours/);
    await user.clear(hours);
    await user.type(hours, '3x2');
    expect(hours).toHaveValue('32');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = await requests.writes();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: `user-employment-details/${ADMIN_ID}`,
      body: {
        department_id: 1,
        employment_type_id: 2,
        start_date: startDate,
        weekly_hours: 32,
      },
    });
    await waitFor(() => expect(detailOf(CARD, 'Department')).toBe('Engineering'));
    expect(detailOf(CARD, 'Employment type')).toBe('Part-time');
    expect(detailOf(CARD, 'Weekly hours')).toBe('32 hours');
  });

  it('shows a 422 on start_date at the field and keeps the dialog open', async () => {
    const user = userEvent.setup({ delay: null });
    answerWith('POST', 'user-employment-details/:id', 422, {
      message: 'The start date field must be a date before tomorrow.',
      errors: { start_date: ['The start date field must be a date before tomorrow.'] },
    });
    await renderOverview(ADMIN_ID);
    await user.click(within(card(CARD)).getByRole('button', { name: 'Edit employment details' }));
    const form = dialog('Edit employment details');
    await choose(user, /^Department/, 'Design');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText('The start date field must be a date before tomorrow.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /^Start date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('combobox', { name: /^Department/ })).toHaveTextContent('Design');
  });
});
