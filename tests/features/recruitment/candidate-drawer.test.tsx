// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  candidateNoteListSchema,
  candidateNoteResponseSchema,
  stageHistorySchema,
} from '@/api/recruitment/candidate.schemas';
import { CandidateDrawerSlot } from '@/features/recruitment/shared/candidate-drawer-slot';
import { PROFILE_LOCKED_MESSAGE } from '@/lib/recruitment-stages';
import { answerWith } from '../../support/answer-with';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

setupMockApi();
const sent = recordEachCase();

const ADMIN_REF = { id: 1, name: 'Admin Acme' };

describe('the candidate drawer', () => {
  it('shows the stage history and the lock line, and adds a rated note', async () => {
    const candidate = await seededCandidate('status=active&stages[]=interview');
    // Until the mocked API serves history and notes (rc-mock), their answers are given here.
    answerWith(
      'GET',
      `recruitment/candidates/${candidate.id}/history`,
      200,
      {
        data: [
          {
            id: 1,
            from: null,
            to: 'new',
            action: 'created',
            by: ADMIN_REF,
            at: '2025-04-01T09:00:00Z',
            note: null,
          },
          {
            id: 2,
            from: 'screening',
            to: 'interview',
            action: 'moved',
            by: ADMIN_REF,
            at: '2025-04-20T09:00:00Z',
            note: 'Good call',
          },
        ],
      },
      stageHistorySchema,
    );
    answerWith(
      'GET',
      `recruitment/candidates/${candidate.id}/notes`,
      200,
      { data: [] },
      candidateNoteListSchema,
    );
    answerWith(
      'POST',
      `recruitment/candidates/${candidate.id}/notes`,
      201,
      {
        data: {
          id: 9,
          body: 'Clear on trade-offs.',
          rating: 4,
          author: ADMIN_REF,
          created_at: '2025-05-15T10:00:00Z',
        },
      },
      candidateNoteResponseSchema,
    );
    const { user } = await renderScreen(CandidateDrawerSlot, {
      url: `${ACTIVE_URL}?candidate=${candidate.id}`,
      as: ADMIN,
      ready: () => screen.findByRole('heading', { level: 2, name: candidate.name }),
    });
    const drawer = screen.getByRole('dialog', { name: candidate.name });

    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Moved from Screening to Interview'),
      expect.stringContaining('Added at New'),
    ]);
    expect(within(history).getByText('“Good call”')).toBeInTheDocument();
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
  });
});
