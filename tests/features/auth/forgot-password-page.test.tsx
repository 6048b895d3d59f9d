import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordScreen } from '@/features/auth/forgot-password-page';
import { UNKNOWN_EMAIL_MESSAGE } from '@/mocks/handlers/auth';
import { renderWithApp } from '../../render';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

async function askForLink(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/e-mail/i), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('asking for a password reset link', () => {
  it('sends the work e-mail as a tenant user and says whose inbox to check', async () => {
    renderWithApp(<ForgotPasswordScreen />, { url: '/forgot-password' });
    const { writes } = recordRequests();
    await askForLink('admin@acme.test');
    expect(await screen.findByRole('status')).toHaveTextContent('Check the inbox of admin@acme.test.');
    expect(screen.queryByRole('form', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(await writes()).toEqual([
      { method: 'POST', path: 'central/forgot-password', body: { email: 'admin@acme.test', tenant: true } },
    ]);
  });

  it('says an unknown e-mail at its field and keeps it as typed', async () => {
    renderWithApp(<ForgotPasswordScreen />, { url: '/forgot-password' });
    await askForLink('nobody@acme.test');
    expect(await screen.findByText(UNKNOWN_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('nobody@acme.test');
    expect(screen.getByLabelText(/e-mail/i)).toHaveAccessibleDescription(UNKNOWN_EMAIL_MESSAGE);
  });
});
