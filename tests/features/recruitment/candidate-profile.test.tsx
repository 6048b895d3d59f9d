import { screen, within } from '@testing-library/react';
import { candidateResponseSchema } from '@/api/recruitment/candidate.schemas';
import { CandidateDrawerSlot } from '@/features/recruitment/shared/candidate-drawer-slot';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

// The candidate's drawer (?candidate=42): the stage moved from its select, told in the history, and the
// CV's preview addressed by the link (the spec's ?tab=preview&cvId=), so it can be shared and reloaded.

setupMockApi();
const sent = recordEachCase();

const openDrawer = (url: string, name: string) =>
  renderScreen(CandidateDrawerSlot, {
    url,
    as: ADMIN,
    ready: () => screen.findByRole('heading', { level: 2, name }),
  });

describe('the candidate’s profile in the drawer', () => {
  it('the Stage select moves the candidate, and the history says from where to where', async () => {
    const candidate = await seededCandidate('status=active&stages[]=pre-offer');
    const { user } = await openDrawer(`${ACTIVE_URL}?candidate=${candidate.id}`, candidate.name);
    const drawer = screen.getByRole('dialog', { name: candidate.name });

    await choose(user, /^Stage/, 'Offer', { within: drawer });
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(await within(history).findByText('Moved from Pre-offer to Offer')).toBeInTheDocument();
    expect(await lastSent(sent, `recruitment/candidates/${candidate.id}/stage`, 'PATCH').body).toEqual({
      stage: 'offer',
      note: null,
    });
    expect(within(drawer).getByRole('combobox', { name: /^Stage/ })).toHaveTextContent('Offer');
  });

  it('the CV preview is in the address: Preview adds tab=preview and cvId, Close preview takes both off', async () => {
    const seeded = await seededCandidate('status=active&stages[]=new');
    const candidate = { ...seeded, cv: { id: 901, cv_name: 'Ana Candidate CV.docx' } };
    answerWith(
      'GET',
      `recruitment/candidates/${candidate.id}`,
      200,
      { data: candidate },
      candidateResponseSchema,
    );
    const drawerUrl = `${ACTIVE_URL}?candidate=${candidate.id}`;
    const previewUrl = `${drawerUrl}&tab=preview&cvId=901`;

    const closed = await openDrawer(drawerUrl, candidate.name);
    expect(screen.getByRole('link', { name: 'Preview Ana Candidate CV.docx' })).toHaveAttribute(
      'href',
      previewUrl,
    );
    closed.unmount();

    // The address pasted: the drawer opens on the preview (a Word file is said, not drawn).
    await openDrawer(previewUrl, candidate.name);
    const drawer = screen.getByRole('dialog', { name: candidate.name });
    expect(within(drawer).getByText(/^Ana Candidate CV\.docx is a Word document/)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Close preview' })).toHaveAttribute('href', drawerUrl);
  });
});
