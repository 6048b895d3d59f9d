import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerificationScreen } from '@/features/auth/verification-page';
import { VerifyNoticeScreen } from '@/features/auth/verify-notice-page';
import { renderWithApp } from '../../render';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const INVALID_LINK = 'This verification link is invalid or has expired.';

describe('sending the verification link again', () => {
  it('fills the e-mail the link names and sends the link to it', async () => {
    renderWithApp(<VerifyNoticeScreen />, { url: '/verify-notice?email=sale%40acme.test' });
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('sale@acme.test');
    const { writes } = recordRequests();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification link has been sent.');
    expect(await writes()).toEqual([
      { method: 'POST', path: 'central/email/verification-notification', body: { email: 'sale@acme.test' } },
    ]);
  });
});

describe('opening the e-mailed verification link', () => {
  it('checks the link once, with its expiry and signature, and says the address is verified', async () => {
    const { requests } = recordRequests();
    renderWithApp(<VerificationScreen />, {
      url: '/verification?id=12&hash=abc&expires=1700000000&signature=sig',
    });
    // The check shows as a status too: wait for its answer.
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET central/email/verify/12/abc',
    ]);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ expires: '1700000000', signature: 'sig' });
  });

  it('says a link without its hash is invalid, and sends nothing', async () => {
    const { requests } = recordRequests();
    renderWithApp(<VerificationScreen />, { url: '/verification?id=12' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(requests).toEqual([]);
  });

  it('says a link the server refuses is invalid, and offers a new one', async () => {
    renderWithApp(<VerificationScreen />, { url: '/verification?id=12&hash=invalid' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/verify-notice');
  });
});
