import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeOffResponseSchema } from '@/api/time-offs/time-off.schemas';
import { RequestDrawer } from '@/features/time-offs/request/request-drawer';
import { renderWithApp } from '../../render';
import { answerWith } from '../../support/answer-with';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordSavedFiles } from '../../support/saved-files';
import { recordRequests } from '../../support/sent-requests';
import { timeOffRow } from './time-off-fixtures';

setupMockApi();
const saved = recordSavedFiles();

// Issue 30, L3: the sick note was a link to its relative `url` ("media/55"), which opened the app's 404
// and would not carry the token anyway. It is fetched with the authenticated file request instead.
describe('a request’s attachment', () => {
  it('is downloaded with GET media/{id}, signed in, and is no link of its own', async () => {
    await signIn('admin@acme.test');
    answerWith(
      'GET',
      'time-offs/:id',
      200,
      {
        data: timeOffRow(7, {
          type: 'sick_leave',
          attachment: { id: 55, name: 'sick-note.pdf', url: 'media/55' },
        }),
      },
      timeOffResponseSchema,
    );
    answerWith('GET', 'media/:id', 200, new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    const log = recordRequests();

    renderWithApp(<RequestDrawer id={7} onClose={() => {}} />, { url: '/time-offs?request=7' });
    const button = await screen.findByRole('button', { name: 'Download sick-note.pdf' });
    expect(screen.queryByRole('link', { name: /sick-note/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="media/55"]')).toBeNull();

    await userEvent.setup().click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    // The answer names no file: it is saved under the name the drawer shows.
    expect(saved[0]?.fileName).toBe('sick-note.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.4');
    const media = log.requests.filter((request) => request.path === 'media/55');
    expect(media.map((request) => request.method)).toEqual(['GET']);
    expect(media[0]!.headers.get('authorization')).toMatch(/^Bearer \S+/);
  });
});
