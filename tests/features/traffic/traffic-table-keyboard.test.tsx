import { screen, within } from '@testing-library/react';
import { READ_ONLY_NOTE, TrafficTableView } from '@/features/traffic/table/traffic-table-view';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { recordEachCase, sentTo } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// Someone of acme with a confirmed term during May 2025.
async function personBookedInMay() {
  const db = await getTenantDb('acme');
  const term = db.terms
    .all()
    .find(
      (row) => row.status === 'confirmed' && row.start_date <= '2025-05-01' && row.end_date >= '2025-05-31',
    );
  const person = term && db.users.findFirst((q) => q.where({ id: term.user_id }));
  if (!person) throw new Error('the seed has no one booked in May 2025');
  return person;
}

const openTable = async (as: string) => {
  const person = await personBookedInMay();
  const rendered = await renderScreen(TrafficTableView, {
    url: `/traffic/table-view?span=quarter&from=2025-04-01&group=none&search=${encodeURIComponent(person.name)}`,
    as,
    ready: () => screen.findByRole('grid', { name: 'Traffic table' }),
  });
  const grid = screen.getByRole('grid', { name: 'Traffic table' });
  grid.focus();
  return { ...rendered, grid, person };
};

describe('the traffic table by keyboard', () => {
  it('says where the cursor is, edits on Enter and cancels on Escape without sending anything', async () => {
    const { user, grid, person } = await openTable('admin@acme.test');
    await user.keyboard('{ArrowRight}');
    expect(
      await screen.findByText(
        new RegExp(
          `^${person.name}, May 2025: \\d+:\\d\\d of \\d+:\\d\\d, (mostly free|partly booked|fully booked|overbooked)`,
        ),
      ),
    ).toBeInTheDocument();
    await user.keyboard(' {ArrowDown}{Enter}');
    expect(within(grid).getByRole('textbox', { name: /May 2025: time per day/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
    expect(grid).toHaveFocus();
    expect(screen.getByText('Edit cancelled')).toBeInTheDocument();
    expect(sentTo(sent, 'traffic/allocations')).toHaveLength(0);
  });

  it('without the right to change projects says "Read only" once and opens no editor', async () => {
    const { user, grid } = await openTable('sale@acme.test');
    expect(screen.getAllByText(READ_ONLY_NOTE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add allocation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight} {ArrowDown}{Enter}5');
    expect(within(grid).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
