// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CandidateDrawerSlot } from '@/features/recruitment/shared/candidate-drawer-slot';
import { PROFILE_LOCKED_MESSAGE } from '@/lib/recruitment-stages';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase, sentTo } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

setupMockApi();
const sent = recordEachCase();
afterEach(() => vi.useRealTimers());

describe('the candidate drawer', () => {
  it('shows the stage history, adds a rated note, and one click unlocks the profile at Pre-offer', async () => {
    const candidate = await seededCandidate('status=active&stages[]=interview');
    const { user } = await renderScreen(CandidateDrawerSlot, {
      url: `${ACTIVE_URL}?candidate=${candidate.id}`,
      as: ADMIN,
      ready: () => screen.findByRole('heading', { level: 2, name: candidate.name }),
    });
    const drawer = screen.getByRole('dialog', { name: candidate.name });

    const history = within(drawer).getByRole('list', { name: 'History' });
    // Newest first: how they came to Interview, and when they were added.
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toContain('Moved from Screening to Interview');
    expect(lines.at(-1)).toContain('Added at New');
    expect(within(drawer).getByText(PROFILE_LOCKED_MESSAGE)).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Move to Pre-offer' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Write the note.')).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: 'New note' }), 'Clear on trade-offs.');
    // A click, not a pointer's move: jsdom has no layout for the stars' hover.
    fireEvent.click(within(drawer).getByRole('radio', { name: '4 of 5' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    // Saved: the form is empty again for the next note.
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: 'New note' })).toHaveValue(''), {
      timeout: 5000,
    });
    expect(await lastSent(sent, `recruitment/candidates/${candidate.id}/notes`, 'POST').body).toEqual({
      body: 'Clear on trade-offs.',
      rating: 4,
    });

    await user.click(within(drawer).getByRole('button', { name: 'Move to Pre-offer' }));
    expect(await within(drawer).findByRole('button', { name: 'Hire' })).toBeInTheDocument();
    expect(within(drawer).queryByText(PROFILE_LOCKED_MESSAGE)).not.toBeInTheDocument();
    expect(await lastSent(sent, `recruitment/candidates/${candidate.id}/stage`, 'PATCH').body).toEqual({
      stage: 'pre-offer',
      note: null,
    });
  });

  it('e-mails the registration link and says to whom and until when, showing no link (issue 30, H2)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 15, 12));
    const candidate = await seededCandidate('status=active&stages[]=screening');
    const { user } = await renderScreen(CandidateDrawerSlot, {
      url: `${ACTIVE_URL}?candidate=${candidate.id}`,
      as: ADMIN,
      ready: () => screen.findByRole('heading', { level: 2, name: candidate.name }),
    });
    const drawer = screen.getByRole('dialog', { name: candidate.name });
    // What the clipboard held before (it is shared by the files of a worker) must still be there after.
    await navigator.clipboard.writeText('held before');
    // From the keyboard, as every action of the drawer.
    within(drawer)
      .getByRole('button', { name: `Send registration link to ${candidate.name}` })
      .focus();
    await user.keyboard('{Enter}');
    // Sent today, for 14 days.
    expect(
      await screen.findByText(`Registration link sent to ${candidate.email}. It works until 29 May 2025.`),
    ).toBeInTheDocument();
    expect(sentTo(sent, `recruitment/candidates/${candidate.id}/registration-link`, 'POST')).toHaveLength(1);
    expect(await within(drawer).findByText('Sent on 15 May 2025, expires 29 May 2025')).toBeInTheDocument();
    // No link to copy or read: it went to the candidate only.
    expect(document.body.textContent).not.toMatch(/employee-registration\//);
    expect(await navigator.clipboard.readText()).toBe('held before');
  });
});
