import { render, screen, waitFor } from '@testing-library/react';
import { closeSnackbar, enqueueSnackbar } from '@/components/toasts/toasts';
import { AppProviders } from '@/app/providers';

// notistack loads on demand (issue 34: no route's first load carries it); a toast asked for before it
// has loaded must still be shown, and one closed meanwhile must not.
describe('toasts', () => {
  it('shows the toasts asked for before the toast code loaded, in the order asked', async () => {
    enqueueSnackbar('First saved', { variant: 'success' });
    enqueueSnackbar('Second saved', { variant: 'success' });
    render(<AppProviders>screen</AppProviders>);
    const first = await screen.findByText('First saved');
    const second = await screen.findByText('Second saved');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a toast closed before it was shown is never shown', async () => {
    const dropped = enqueueSnackbar('Dropped before showing');
    enqueueSnackbar('Kept');
    closeSnackbar(dropped);
    render(<AppProviders>screen</AppProviders>);
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    expect(screen.queryByText('Dropped before showing')).not.toBeInTheDocument();
  });

  it('once loaded, a toast shows at once and closes by its key', async () => {
    render(<AppProviders>screen</AppProviders>);
    enqueueSnackbar('Warm-up');
    await screen.findByText('Warm-up');
    const key = enqueueSnackbar('Closes by key', { persist: true });
    expect(await screen.findByText('Closes by key')).toBeInTheDocument();
    closeSnackbar(key);
    await waitFor(() => expect(screen.queryByText('Closes by key')).not.toBeInTheDocument());
  });
});
