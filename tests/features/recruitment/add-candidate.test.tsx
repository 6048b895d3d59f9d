import { screen, waitFor, within } from '@testing-library/react';
import { AddCandidateDialog } from '@/features/recruitment/shared/add-candidate-dialog';
import { choose, fill } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

// Adding a candidate (the end-to-end candidate journey's first steps): what is typed is sent and the
// new candidate opens in the drawer; someone already in the pipeline is named before a second is added.

setupMockApi();
const sent = recordEachCase();

async function openDialog() {
  const onClose = vi.fn();
  const rendered = await renderScreen(() => <AddCandidateDialog onClose={onClose} />, {
    url: ACTIVE_URL,
    as: ADMIN,
    ready: () => screen.findByRole('dialog', { name: 'Add candidate' }),
  });
  return { ...rendered, onClose, dialog: screen.getByRole('dialog', { name: 'Add candidate' }) };
}

describe('adding a candidate', () => {
  it('sends what was typed, adds them at the first stage and opens them in the drawer', async () => {
    const { user, router, onClose, dialog } = await openDialog();
    await fill(user, /^First name/, 'Ketevan', { within: dialog });
    await fill(user, /^Last name/, 'Testadze', { within: dialog });
    await fill(user, /^E-mail/, 'ketevan.testadze@example.test', { within: dialog });
    await choose(user, /^Position/, 'Software Engineer', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await lastSent(sent, 'recruitment/candidates', 'POST').body).toMatchObject({
      first_name: 'Ketevan',
      last_name: 'Testadze',
      email: 'ketevan.testadze@example.test',
      position_id: expect.stringMatching(/^\d+$/),
    });
    const added = await seededCandidate('status=active&search=Testadze');
    expect(added.stage).toBe('new');
    expect(router.query.candidate).toBe(String(added.id));
    expect(await screen.findByText('Ketevan Testadze added at the first stage.')).toBeInTheDocument();
  });

  it('names someone already in the pipeline with the same e-mail by stage and position, and Open goes to them', async () => {
    const known = await seededCandidate('status=active&stages[]=new');
    const { user, router, onClose, dialog } = await openDialog();
    await fill(user, /^E-mail/, known.email, { within: dialog });

    const matches = await within(dialog).findByRole('list', { name: 'This may be someone we know' });
    expect(
      within(matches).getByText(`${known.name}: In the pipeline at New for ${known.position?.name}`),
    ).toBeInTheDocument();
    expect(within(matches).getByText('Same e-mail')).toBeInTheDocument();
    // Someone active is opened, not restored.
    expect(within(matches).queryByRole('button', { name: `Restore ${known.name}` })).not.toBeInTheDocument();

    await user.click(within(matches).getByRole('button', { name: `Open ${known.name}` }));
    expect(onClose).toHaveBeenCalled();
    expect(router.query.candidate).toBe(String(known.id));
  });
});
