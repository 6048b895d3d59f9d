import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { card, dialog, renderOverview, storedUser } from './overview-render';

setupMockApi();

beforeEach(async () => {
  await signIn('admin@acme.test');
});

const ADMIN_ID = 1;
const DIALOG = 'Edit brief intro';

async function openEditor(user: UserEvent, text: string) {
  await user.click(within(card('Brief intro')).getByRole('button', { name: 'Edit brief intro' }));
  const form = dialog(DIALOG);
  const field = within(form).getByLabelText(/^Brief intro/);
  await user.clear(field);
  await user.type(field, text);
  return { form, field };
}

async function askForSuggestion(user: UserEvent, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Suggest improvement' }));
  const suggestion = await within(form).findByRole('region', { name: 'Suggested improvement' });
  await within(suggestion).findByRole('button', { name: 'Accept suggestion' });
  return suggestion;
}

describe('the brief intro card', () => {
  it('shows the stored intro', async () => {
    const stored = await storedUser(ADMIN_ID);
    await renderOverview(ADMIN_ID);
    expect(within(card('Brief intro')).getByText(stored?.brief_intro ?? '')).toBeInTheDocument();
  });

  it('sends PATCH brief-intro/{id} with the text and shows the saved intro', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    const { form } = await openEditor(user, 'Runs people ops.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      {
        method: 'PATCH',
        path: `brief-intro/${ADMIN_ID}`,
        body: { brief_intro: 'Runs people ops.' },
      },
    ]);
    expect(await within(card('Brief intro')).findByText('Runs people ops.')).toBeInTheDocument();
  });

  it('refuses more than 1000 characters at the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card('Brief intro')).getByRole('button', { name: 'Edit brief intro' }));
    const form = dialog(DIALOG);
    const field = within(form).getByLabelText(/^Brief intro/);
    await user.clear(field);
    // Pasted: typing a thousand characters one by one takes too long for a test.
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at most 1000 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await requests.writes()).toEqual([]);
  });
});

describe('suggest improvement', () => {
  it('sends the text to user-enhance/{id} and shows the suggestion beside it without changing the field', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    const { form, field } = await openEditor(user, 'i keep hiring   fair');
    const suggestion = await askForSuggestion(user, form);

    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-enhance/${ADMIN_ID}`,
        body: { field: 'brief_intro', text: 'i keep hiring   fair' },
      },
    ]);
    const current = within(suggestion).getByRole('region', { name: 'Current' });
    const suggested = within(suggestion).getByRole('region', { name: 'Suggested' });
    expect(current).toHaveTextContent('i keep hiring fair');
    expect(suggested).toHaveTextContent(/^Suggested.*HR Manager in Human Resources.*I keep hiring fair\./);
    expect(field).toHaveValue('i keep hiring   fair');
  });

  it('puts the suggestion into the field only when accepted; saving then sends it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const { form, field } = await openEditor(user, 'i keep hiring fair');
    const suggestion = await askForSuggestion(user, form);
    const suggestedText = within(suggestion).getByText(/I keep hiring fair\./).textContent ?? '';
    const requests = recordRequests();
    await user.click(within(suggestion).getByRole('button', { name: 'Accept suggestion' }));

    expect(field).toHaveValue(suggestedText);
    expect(within(form).queryByRole('region', { name: 'Suggested improvement' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      { method: 'PATCH', path: `brief-intro/${ADMIN_ID}`, body: { brief_intro: suggestedText } },
    ]);
  });

  it('discards a rejected suggestion: the field keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const { form, field } = await openEditor(user, 'i keep hiring fair');
    const suggestion = await askForSuggestion(user, form);
    await user.click(within(suggestion).getByRole('button', { name: 'Reject suggestion' }));

    expect(within(form).queryByRole('region', { name: 'Suggested improvement' })).not.toBeInTheDocument();
    expect(field).toHaveValue('i keep hiring fair');
  });

  it('cannot be asked for an empty text', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    await user.click(within(card('Brief intro')).getByRole('button', { name: 'Edit brief intro' }));
    const form = dialog(DIALOG);
    await user.clear(within(form).getByLabelText(/^Brief intro/));
    expect(within(form).getByRole('button', { name: 'Suggest improvement' })).toBeDisabled();
  });
});
