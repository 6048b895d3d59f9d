import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlannerGrid } from '@/components/planner-grid/planner-grid';
import type { PlannerBar, PlannerGridProps, PlannerRow } from '@/components/planner-grid/planner-grid-types';

// jsdom has no layout: the grid assumes this viewport (about 12 rows and 30 days of May at 36 px).
const viewport = { width: 1300, height: 560 };

const people = (count: number): PlannerRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    label: `Person ${String(index + 1).padStart(3, '0')}`,
    subLabel: index % 2 ? 'Design' : 'Delivery',
    country: 'GE',
    groupId: index % 2 ? 'design' : 'delivery',
    bars:
      index === 0
        ? [
            {
              id: 'leave-1',
              start: '2025-05-14',
              end: '2025-05-16',
              label: 'Vacation, pending, 14–16 May',
              color: '#1976d2',
              pattern: 'hatched',
            },
          ]
        : [],
  }));

function renderGrid(props: Partial<PlannerGridProps> = {}) {
  const onActivate = vi.fn<(row: PlannerRow, date: string) => void>();
  const onBarActivate = vi.fn<(bar: PlannerBar, row: PlannerRow) => void>();
  render(
    <PlannerGrid
      label="Team calendar"
      from="2025-05-01"
      to="2025-05-31"
      zoom="month"
      rows={people(60)}
      holidays={[{ date: '2025-05-09', name: 'Victory Day', country: 'GE' }]}
      today="2025-05-14"
      initialDate="2025-05-13"
      summary={{
        label: 'Absent',
        cell: (day) => ({ text: `${day % 3}/60`, label: `${day % 3} of 60 absent` }),
      }}
      describeCell={(row, date) => `${row.label}, ${date}`}
      onActivate={onActivate}
      onBarActivate={onBarActivate}
      initialRect={viewport}
      {...props}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Team calendar' });
  return { grid, onActivate, onBarActivate, user: userEvent.setup({ delay: null }) };
}

const activeCell = (grid: HTMLElement) => {
  const id = grid.getAttribute('aria-activedescendant');
  const cell = id ? document.getElementById(id) : null;
  if (!cell) throw new Error('aria-activedescendant names no element');
  return cell;
};
const activeRowLabel = (grid: HTMLElement) =>
  within(activeCell(grid).closest('[role="row"]') as HTMLElement).getByRole('rowheader').textContent;

describe('the planner grid', () => {
  it('says its size and draws only the rows and days in view', () => {
    const { grid } = renderGrid();
    expect(grid).toHaveAttribute('aria-rowcount', String(60 + 3));
    expect(grid).toHaveAttribute('aria-colcount', '32');
    const personRows = within(grid)
      .getAllByRole('rowheader')
      .filter((cell) => cell.textContent?.startsWith('Person'));
    expect(personRows.length).toBeGreaterThan(5);
    expect(personRows.length).toBeLessThan(40);
  });

  it('names holidays and today in the day header, and reads the summary row', () => {
    const { grid } = renderGrid();
    expect(
      within(grid).getByRole('columnheader', { name: 'Fri 9 May 2025, holiday: Victory Day' }),
    ).toHaveAttribute('title', 'Fri 9 May 2025, holiday: Victory Day');
    expect(within(grid).getByRole('columnheader', { name: 'Wed 14 May 2025, today' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Absent' })).toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell', { name: '2 of 60 absent' }).length).toBeGreaterThan(0);
  });

  it('gives bars their accessible name, so pending is said and not only drawn', () => {
    const { grid } = renderGrid({ groups: undefined });
    const bar = within(grid).getByRole('gridcell', { name: 'Vacation, pending, 14–16 May' });
    expect(bar).toHaveAttribute('aria-colindex', String(14 + 1));
    expect(bar).toHaveAttribute('aria-colspan', '3');
  });

  it('moves the cursor by day, week, person, range end and today, and reads the cell politely', async () => {
    const { grid, user } = renderGrid();
    grid.focus();
    await user.keyboard('{ArrowRight}');
    expect(activeCell(grid)).toHaveAttribute('aria-colindex', String(14 + 1));
    expect(screen.getByRole('status')).toHaveTextContent('Person 001, 2025-05-14');
    await user.keyboard('{ArrowDown}');
    expect(activeRowLabel(grid)).toContain('Person 002');
    expect(screen.getByRole('status')).toHaveTextContent('Person 002, 2025-05-14');
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(activeCell(grid)).toHaveAccessibleName('Wed 21 May 2025');
    await user.keyboard('{End}');
    expect(activeCell(grid)).toHaveAttribute('aria-colindex', '32');
    await user.keyboard('{Home}');
    expect(activeCell(grid)).toHaveAttribute('aria-colindex', '2');
    await user.keyboard('t');
    expect(activeCell(grid)).toHaveAccessibleName('Wed 14 May 2025');
    await user.keyboard('{PageDown}');
    expect(activeRowLabel(grid)).not.toContain('Person 002');
    expect(screen.getByRole('status')).toHaveTextContent(/^Person \d{3}, 2025-05-14$/);
  });

  it('Enter opens the day, or the bar that covers it', async () => {
    const { grid, onActivate, onBarActivate, user } = renderGrid();
    grid.focus();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), '2025-05-13');
    expect(onBarActivate).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onBarActivate).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'leave-1' }),
      expect.objectContaining({ id: 'p1' }),
    );
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it('starts the cursor on the address day when the period arrives after the first render', async () => {
    const onActivate = vi.fn<(row: PlannerRow, date: string) => void>();
    const grid = (from: string, to: string, initialDate: string) => (
      <PlannerGrid
        label="Team calendar"
        from={from}
        to={to}
        zoom="month"
        rows={people(3)}
        holidays={[]}
        today="2024-11-24"
        initialDate={initialDate}
        describeCell={(row, date) => `${row.label}, ${date}`}
        onActivate={onActivate}
        initialRect={viewport}
      />
    );
    // Before the router is ready the page shows this month; then the address names 26 May.
    const { rerender } = render(grid('2024-11-01', '2024-11-30', '2024-11-24'));
    rerender(grid('2025-05-01', '2025-05-31', '2025-05-26'));
    screen.getByRole('grid', { name: 'Team calendar' }).focus();
    await userEvent.setup({ delay: null }).keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }), '2025-05-26');
  });

  it('a double click on a bar opens it', async () => {
    const { grid, onBarActivate, user } = renderGrid();
    await user.dblClick(within(grid).getByRole('gridcell', { name: 'Vacation, pending, 14–16 May' }));
    expect(onBarActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 'leave-1' }), expect.anything());
  });

  it('collapses a group from its header row with Enter and says so', async () => {
    const { grid, user } = renderGrid({
      groups: [
        { id: 'delivery', label: 'Delivery' },
        { id: 'design', label: 'Design' },
      ],
    });
    expect(within(grid).getByRole('rowheader', { name: 'Delivery · 30' })).toBeInTheDocument();
    grid.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Delivery, 30 people, collapsed');
    expect(within(grid).queryByRole('rowheader', { name: /^Person 001/ })).not.toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'Design · 30' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Design, 30 people, collapsed');
  });
});
