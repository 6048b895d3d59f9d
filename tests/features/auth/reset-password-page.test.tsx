import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordScreen } from '@/features/auth/reset-password-page';
import { DEMO_RESET_TOKEN, INVALID_RESET_TOKEN_MESSAGE } from '@/mocks/handlers/auth';
import { renderWithApp } from '../../render';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const NEW_PASSWORD = 'correct-horse-battery';

async function chooseNewPassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^new password/i), NEW_PASSWORD);
  await user.type(screen.getByLabelText(/^repeat new password/i), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('choosing a new password from the e-mailed link', () => {
  it("fills the link's e-mail and sends its token with the new password", async () => {
    renderWithApp(<ResetPasswordScreen />, {
      url: `/reset-password?token=${DEMO_RESET_TOKEN}&email=admin%40acme.test`,
    });
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('admin@acme.test');
    const { writes } = recordRequests();
    await chooseNewPassword();
    expect(await screen.findByRole('status')).toHaveTextContent('You can log in with your new password now.');
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: 'central/reset-password',
        body: {
          email: 'admin@acme.test',
          token: DEMO_RESET_TOKEN,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        },
      },
    ]);
  });

  it('says a link without its token is incomplete, above the form, and sends nothing', async () => {
    renderWithApp(<ResetPasswordScreen />, { url: '/reset-password?email=admin%40acme.test' });
    const { writes } = recordRequests();
    await chooseNewPassword();
    expect(await screen.findByText('The reset link is incomplete')).toBeInTheDocument();
    expect(await writes()).toEqual([]);
  });

  it('says a refused token and keeps what was typed', async () => {
    renderWithApp(<ResetPasswordScreen />, { url: '/reset-password?token=stale&email=admin%40acme.test' });
    await chooseNewPassword();
    expect(await screen.findByText(INVALID_RESET_TOKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^new password/i)).toHaveValue(NEW_PASSWORD);
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('admin@acme.test');
  });
});
