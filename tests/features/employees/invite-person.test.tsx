import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeesScreen } from '@/features/employees/employees-page';
import { ALREADY_MEMBER_MESSAGE } from '@/mocks/handlers/invitations';
import { renderWithApp } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';
import { lastSent, recordRequests, sentTo } from '../../support/sent-requests';

setupMockApi();

// Issue 30, H1: an admin invites a person from the directory; joining is the invited person's choice.

async function openDirectory(email: string) {
  await signIn(email);
  renderWithApp(<EmployeesScreen />, { url: '/employees' });
  await screen.findByRole('table', { name: /employees/i });
}

describe('inviting a person from the employee directory', () => {
  it('sends the invitation; a refusal is said at the field with what was typed kept', async () => {
    await openDirectory('admin@globex.test');
    const { requests } = recordRequests();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    const field = within(dialog).getByRole('textbox', { name: /e-mail/i });

    await user.type(field, 'admin@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(ALREADY_MEMBER_MESSAGE)).toBeInTheDocument();
    expect(field).toHaveValue('admin@acme.test');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'sale@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sale@acme.test')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Invite a person' })).not.toBeInTheDocument(),
    );
    expect(sentTo(requests, 'invitations', 'POST')).toHaveLength(2);
    expect(await lastSent(requests, 'invitations', 'POST').body).toEqual({ email: 'sale@acme.test' });
  });

  it('is not offered without employee::create', async () => {
    await openDirectory('sale@acme.test');
    expect(screen.queryByRole('button', { name: 'Invite a person' })).not.toBeInTheDocument();
  });
});
