import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';
import { card, dialog, renderOverview } from './overview-render';

setupMockApi();

beforeEach(async () => {
  await signIn('admin@acme.test');
});

const ADMIN_ID = 1;
// A 1×1 PNG.
const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('the photo card', () => {
  it('shows the initials while there is no photo', async () => {
    await renderOverview(ADMIN_ID);
    expect(within(card('Photo')).getByText('No photo yet: initials are shown instead.')).toBeInTheDocument();
    expect(within(card('Photo')).getByText('NB')).toBeInTheDocument();
  });

  it('previews the chosen photo, sends it as multipart `avatar` to user-avatar/{id}, and shows it', async () => {
    const user = userEvent.setup({ delay: null });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card('Photo')).getByRole('button', { name: 'Edit photo' }));
    const form = dialog('Change photo');
    await user.upload(
      within(form).getByLabelText('Photo'),
      new File([TINY_PNG], 'me.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('img', { name: 'Preview of the chosen photo' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([
      { method: 'POST', path: `user-avatar/${ADMIN_ID}`, body: { avatar: { type: 'image/png' } } },
    ]);
    expect(await within(card('Photo')).findByRole('img', { name: 'Photo of Nino Beridze' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\//),
    );
  });

  it('refuses a file that is not an image at the field, before anything is sent', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await renderOverview(ADMIN_ID);
    const requests = recordRequests();
    await user.click(within(card('Photo')).getByRole('button', { name: 'Edit photo' }));
    const form = dialog('Change photo');
    await user.upload(
      within(form).getByLabelText('Photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('“cv.pdf” is not a PNG, JPEG or WebP file.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Choose a photo first.')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([]);
  });
});
