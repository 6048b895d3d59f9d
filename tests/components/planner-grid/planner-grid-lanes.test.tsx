import { render, screen, within } from '@testing-library/react';
import { PlannerGrid } from '@/components/planner-grid/planner-grid';
import type { PlannerBar, PlannerGridProps, PlannerRow } from '@/components/planner-grid/planner-grid-types';
import { withLanes } from '@/lib/bar-lanes';
import { MIN_BAR_HEIGHT } from '@/lib/planner-bar-size';

// jsdom has no layout, but the grid places rows and bars with inline styles: those are what is read.
const viewport = { width: 1300, height: 560 };

const project = (id: string, title: string, start: string, end: string): PlannerBar => ({
  id,
  start,
  end,
  text: `${title} · 25 % · 2:00/d`,
  shortText: title,
  label: `${title} · 25 % · 2:00/d, ${start} to ${end}`,
  color: '#1565c0',
});

// Five projects on the same days for Ana; one for Beka below her.
const ana: PlannerRow = {
  id: 'ana',
  label: 'Ana',
  bars: withLanes(
    [
      project('a1', 'Atlas', '2025-05-05', '2025-05-16'),
      project('a2', 'Borealis', '2025-05-05', '2025-05-16'),
      project('a3', 'Comet', '2025-05-06', '2025-05-15'),
      project('a4', 'Delta', '2025-05-07', '2025-05-14'),
      project('a5', 'Equinox Platform Migration', '2025-05-08', '2025-05-09'),
    ],
    '2025-05-01',
    31,
  ),
  strip: [],
};
const beka: PlannerRow = {
  id: 'beka',
  label: 'Beka',
  bars: [project('b1', 'Atlas', '2025-05-05', '2025-05-09')],
};

function renderGrid(rows: PlannerRow[], period: Partial<PlannerGridProps> = {}) {
  render(
    <PlannerGrid
      label="Traffic timeline"
      from="2025-05-01"
      to="2025-05-31"
      zoom="month"
      {...period}
      rows={rows}
      today="2025-05-14"
      describeCell={(row, date) => `${row.label}, ${date}`}
      rowHeight={44}
      initialRect={viewport}
    />,
  );
  return screen.getByRole('grid', { name: 'Traffic timeline' });
}

const px = (value: string) => Number(value.replace('px', ''));
const rowOf = (grid: HTMLElement, name: string) =>
  within(grid).getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;
const barsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .filter((cell) => cell.hasAttribute('data-bar-id'));

describe('the planner grid’s lanes', () => {
  it('stacks overlapping allocations in lanes, each bar at least a line of text tall, never over another', () => {
    const grid = renderGrid([ana, beka]);
    const bars = barsOf(rowOf(grid, 'Ana'));
    expect(bars).toHaveLength(5);
    const boxes = bars
      .map((bar) => ({ top: px(bar.style.top), height: px(bar.style.height) }))
      .sort((a, b) => a.top - b.top);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
    for (let index = 1; index < boxes.length; index += 1)
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.top + boxes[index - 1]!.height);
  });

  it('grows the row for its lanes and starts the next row below it', () => {
    const grid = renderGrid([ana, beka]);
    const anaRow = rowOf(grid, 'Ana');
    const bekaRow = rowOf(grid, 'Beka');
    const lowest = Math.max(...barsOf(anaRow).map((bar) => px(bar.style.top) + px(bar.style.height)));
    expect(px(anaRow.style.height)).toBeGreaterThanOrEqual(5 * MIN_BAR_HEIGHT);
    expect(px(anaRow.style.height)).toBeGreaterThanOrEqual(lowest);
    expect(px(bekaRow.style.top)).toBe(px(anaRow.style.top) + px(anaRow.style.height));
    // One lane keeps the usual height.
    expect(px(bekaRow.style.height)).toBe(44);
  });

  it('a narrow bar shows its project’s name, not the end of its text, and its name says everything', () => {
    const grid = renderGrid([ana]);
    const narrow = within(grid).getByRole('gridcell', {
      name: 'Equinox Platform Migration · 25 % · 2:00/d, 2025-05-08 to 2025-05-09',
    });
    expect(narrow).toHaveTextContent(/^Equinox Platform Migration$/);
    const wide = within(grid).getByRole('gridcell', { name: /^Atlas · 25 % · 2:00\/d, / });
    expect(wide).toHaveTextContent(/^Atlas · 25 % · 2:00\/d$/);
  });

  it('a half day, shorter than a line, draws no text but keeps its name', () => {
    // A week's days are wide enough for the text: only the height keeps it out.
    const grid = renderGrid(
      [
        {
          id: 'nino',
          label: 'Nino',
          bars: [
            {
              id: 'morning',
              start: '2025-05-06',
              end: '2025-05-06',
              part: 'am',
              text: 'Vacation',
              label: 'Vacation, approved, 6 May 2025 morning',
              color: '#455A64',
            },
          ],
        },
      ],
      { zoom: 'week', from: '2025-05-05', to: '2025-05-11' },
    );
    const bar = within(grid).getByRole('gridcell', { name: 'Vacation, approved, 6 May 2025 morning' });
    expect(px(bar.style.height)).toBeLessThan(MIN_BAR_HEIGHT);
    expect(bar).toHaveTextContent(/^$/);
  });
});
