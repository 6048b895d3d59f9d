import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlannerGrid } from '@/components/planner-grid/planner-grid';
import type { PlannerBar, PlannerKeyContext, PlannerRow } from '@/components/planner-grid/planner-grid-types';

// The keys a planner that edits adds: Shift+arrows mark days and Enter hands them over, Tab walks
// the bars of the cursor's row (read aloud), and other keys reach the caller with the bar under the
// cursor.

const rows: PlannerRow[] = [
  {
    id: 'ana',
    label: 'Ana Beridze',
    description: 'Availability: 20 days free',
    strip: [{ first: 0, last: 30, color: '#2E7D32' }],
    bars: [
      {
        id: 'atlas',
        start: '2024-05-06',
        end: '2024-05-08',
        label: 'Atlas · 50 % · 4:00/d, 6–8 May',
        color: '#283593',
      },
      {
        id: 'leave',
        start: '2024-05-20',
        end: '2024-05-21',
        label: 'Vacation, pending, 20–21 May',
        color: '#455A64',
        pattern: 'hatched',
        outlined: true,
      },
    ],
  },
  { id: 'beka', label: 'Beka Kapanadze', bars: [] },
];

function renderGrid() {
  const onRangeActivate = vi.fn<(row: PlannerRow, start: string, end: string) => void>();
  const onKey = vi.fn<(event: { key: string }, context: PlannerKeyContext<PlannerBar>) => boolean>(
    (event) => event.key === 'e',
  );
  render(
    <PlannerGrid
      label="Traffic timeline"
      from="2024-05-01"
      to="2024-05-31"
      zoom="month"
      rows={rows}
      today="2024-05-14"
      initialDate="2024-05-02"
      describeCell={(row, date) => `${row.label}, ${date}`}
      onRangeActivate={onRangeActivate}
      tabThroughBars
      onKey={onKey}
      initialRect={{ width: 1300, height: 560 }}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
  return { grid, onRangeActivate, onKey, user: userEvent.setup({ delay: null }) };
}

describe('the planner grid when it edits', () => {
  it('Shift+arrows mark days of the row, Enter hands them over, Escape drops them', async () => {
    const { grid, onRangeActivate, user } = renderGrid();
    grid.focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Marked Thu 2 May 2024 to Sat 4 May 2024, 3 days');
    await user.keyboard('{Enter}');
    expect(onRangeActivate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ana' }),
      '2024-05-02',
      '2024-05-04',
    );
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{Escape}{Enter}');
    expect(onRangeActivate).toHaveBeenCalledTimes(1);
  });

  it('Tab walks the bars of the row and reads each; other keys reach the caller with the bar', async () => {
    const { grid, onKey, user } = renderGrid();
    grid.focus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('status')).toHaveTextContent('Atlas · 50 % · 4:00/d, 6–8 May');
    await user.keyboard('e');
    expect(onKey).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: 'e' }),
      expect.objectContaining({ date: '2024-05-06', bar: expect.objectContaining({ id: 'atlas' }) }),
    );
    await user.keyboard('{Tab}');
    expect(screen.getByRole('status')).toHaveTextContent('Vacation, pending, 20–21 May');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('Atlas');
    // The row says in words what its strip shows.
    expect(within(grid).getByRole('rowheader', { name: /Ana Beridze/ })).toHaveAccessibleDescription(
      'Availability: 20 days free',
    );
  });
});
