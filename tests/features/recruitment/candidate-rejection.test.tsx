import { screen, waitFor, within } from '@testing-library/react';
import { ActiveRecruitmentScreen } from '@/features/recruitment/active-recruitment-page';
import { RejectedRecruitmentScreen } from '@/features/recruitment/rejected-recruitment-page';
import { DEFAULT_STAGE_NAMES } from '@/lib/recruitment-stages';
import { choose, fill } from '../../support/form-input';
import { browserAtReferenceDate, getAs, login, setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { lastSent, recordEachCase, sentTo } from '../../support/sent-requests';
import { ACTIVE_URL, ADMIN, seededCandidate } from './candidate-fixtures';

// Rejecting and bringing back (the end-to-end recruitment-rejected spec): the bulk bar rejects with a
// reason, the rejected list finds a person by name and says why, Restore offers the stage they left.

setupMockApi();
// The rejected page shows the last twelve months up to today: the seed's today.
browserAtReferenceDate();
const sent = recordEachCase();

const REJECTED_URL = '/admin/recruitment/rejected';
const REASON = 'Job already filled';

const openRejected = (query = '') =>
  renderScreen(RejectedRecruitmentScreen, {
    url: `${REJECTED_URL}${query}`,
    as: ADMIN,
    ready: () => screen.findAllByRole('checkbox', { name: /^Select (?!all)/ }),
  });

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Rejected candidates' }))
    .getByRole('checkbox', { name: `Select ${name}` })
    .closest('tr')!;

async function reasonIdOf(name: string): Promise<number> {
  const { body } = await getAs('acme', 'recruitment/rejection-reasons', await login(ADMIN));
  return (body as { data: { id: number; name: string }[] }).data.find((reason) => reason.name === name)!.id;
}

describe('rejecting and restoring candidates', () => {
  it('the selected candidates rejected from the bulk bar are sent with the reason chosen and leave the list', async () => {
    const reasonId = await reasonIdOf(REASON);
    const { user } = await renderScreen(ActiveRecruitmentScreen, {
      url: `${ACTIVE_URL}?stage=new`,
      as: ADMIN,
      ready: () => screen.findByRole('table', { name: 'Active candidates' }),
    });
    const box = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ })[0]!;
    const name = (box.getAttribute('aria-label') ?? '').replace(/^Select /, '');
    await user.click(box);
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Reject…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    await choose(user, /^Reason/, REASON, { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(sentTo(sent, 'recruitment/candidates/reject', 'PATCH')).toHaveLength(1));
    const body = (await lastSent(sent, 'recruitment/candidates/reject', 'PATCH').body) as { ids: number[] };
    expect(body).toMatchObject({ reason_id: reasonId });
    expect(body.ids).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: `Select ${name}` })).not.toBeInTheDocument(),
    );
  });

  it('a search finds a rejected candidate by name, their row saying why they were rejected', async () => {
    const rejected = await seededCandidate('status=rejected');
    const { user } = await openRejected();
    const search = within(screen.getByRole('search', { name: 'Filter rejected candidates' })).getByRole(
      'searchbox',
    );
    await fill(user, search, rejected.name);

    await waitFor(() =>
      expect(lastSent(sent, 'recruitment/candidates', 'GET').query.get('search')).toBe(rejected.name),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Rejected candidates' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(rowOf(rejected.name)).toHaveTextContent(rejected.rejection!.reason.name);
  });

  it('Restore offers the stage they were rejected at, and another stage chosen is sent', async () => {
    const rejected = await seededCandidate('status=rejected');
    const leftAt = rejected.rejection!.stage;
    const other = leftAt === 'interview' ? 'screening' : 'interview';
    const { user } = await openRejected(`?search=${encodeURIComponent(rejected.name)}`);
    await user.click(within(rowOf(rejected.name)).getByRole('button', { name: `Restore ${rejected.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Restore ${rejected.name}?` });
    expect(within(dialog).getByRole('combobox', { name: 'Restore to stage' })).toHaveTextContent(
      DEFAULT_STAGE_NAMES[leftAt as keyof typeof DEFAULT_STAGE_NAMES],
    );

    await choose(user, 'Restore to stage', DEFAULT_STAGE_NAMES[other], { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sentTo(sent, `recruitment/candidates/${rejected.id}/restore`, 'PATCH')).toHaveLength(1),
    );
    expect(await lastSent(sent, `recruitment/candidates/${rejected.id}/restore`, 'PATCH').body).toEqual({
      stage: other,
    });
    expect(
      await screen.findByText(`${rejected.name} is back in the pipeline at ${DEFAULT_STAGE_NAMES[other]}`),
    ).toBeInTheDocument();
  });
});
