import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from '@/app/error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('an unhandled error', () => {
  it('shows an apology with the crash report dialog: name, email, comments, close and send, then Hooray', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const dialog = await screen.findByRole('dialog', { name: /sorry/i });
    expect(within(dialog).getByText(/tell us what happened/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@acme.test');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What happened?' }),
      'I pressed save and the page went blank.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send crash report' }));
    expect(await within(dialog).findByText(/^Hooray!/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
