import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createColumnHelper,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import {
  DataTable,
  type DataTableProps,
  type DataTableSelectionProps,
} from '@/components/data-grid/data-table';
import { withStyles } from '../../support/emotion-styles';

type Person = { id: string; name: string; age: number };

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Person ${String(index + 1).padStart(4, '0')}`,
    age: 20 + (index % 50),
  }));

const helper = createColumnHelper<Person>();
const columns: ColumnDef<Person, unknown>[] = [
  { accessorKey: 'name', header: 'Name', meta: { width: 240 } },
  { accessorKey: 'age', header: 'Age', meta: { align: 'right', width: 80 } },
  // A column helper's typed column fits the unknown-valued list without a cast.
  helper.display({ id: 'note', header: 'Note', enableSorting: false, cell: () => 'ok' }),
];

// 10 rows of 52px in view (+ 10 overscan on each side) in jsdom, which has no layout.
const viewport = { width: 800, height: 520 };

type Props = Partial<Omit<DataTableProps<Person>, keyof DataTableSelectionProps<Person>>> &
  DataTableSelectionProps<Person>;

function renderTable(props: Props = {}) {
  const onSortingChange = vi.fn<(next: SortingState) => void>();
  const utils = render(
    <DataTable<Person>
      columns={columns}
      data={people(30)}
      getRowId={(row) => row.id}
      ariaLabel="People"
      sorting={[]}
      onSortingChange={onSortingChange}
      initialRect={viewport}
      {...props}
    />,
  );
  return { ...utils, onSortingChange };
}

const dataRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('renders the header and the first rows', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Age', 'Note']);
    expect(within(dataRows()[0]!).getByRole('cell', { name: 'Person 0001' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Person 0002' })).toBeInTheDocument();
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('asks for the next sort when a header is clicked and leaves the order to the sorting prop', async () => {
    const user = userEvent.setup();
    const { onSortingChange } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    // Only sortable columns get a button.
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    // Controlled: nothing moves until the screen passes the new sort back.
    expect(within(dataRows()[0]!).getByText('Person 0001')).toBeInTheDocument();
  });

  it('shows a controlled sort in aria-sort and in the row order', async () => {
    const user = userEvent.setup();
    const { onSortingChange } = renderTable({ sorting: [{ id: 'name', desc: true }] });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Age' })).not.toHaveAttribute('aria-sort');
    expect(within(dataRows()[0]!).getByText('Person 0030')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    // desc → off (TanStack's cycle); clicking another column replaces the sort, never adds to it.
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('button', { name: 'Age' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'age', desc: true }]);
  });

  it('selects one row through its labelled checkbox', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn<(next: RowSelectionState) => void>();
    renderTable({ rowSelection: { p2: true }, onRowSelectionChange, rowLabel: (row) => row.name });

    expect(screen.getByRole('checkbox', { name: 'Select Person 0002' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 0001' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ p1: true, p2: true });
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 0002' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
  });

  it('selects every row of data from the header checkbox, which is mixed while some are selected', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn<(next: RowSelectionState) => void>();
    const props = { onRowSelectionChange, rowLabel: (row: Person) => row.name, data: people(40) };
    const { rerender } = renderTable({ ...props, rowSelection: {} });
    const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(selectAll()).not.toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();

    await user.click(selectAll());
    const everyone = onRowSelectionChange.mock.lastCall?.[0];
    // All 40 rows, not just the ~30 in the DOM.
    expect(Object.keys(everyone ?? {})).toHaveLength(40);

    // A selected id that the screen has since filtered out does not count.
    rerender(
      <DataTable<Person>
        columns={columns}
        getRowId={(row) => row.id}
        ariaLabel="People"
        sorting={[]}
        onSortingChange={() => {}}
        initialRect={viewport}
        {...props}
        rowSelection={{ p3: true, gone: true }}
      />,
    );
    expect(selectAll()).toBePartiallyChecked();
    await user.click(selectAll());
    expect(Object.keys(onRowSelectionChange.mock.lastCall?.[0] ?? {})).toHaveLength(41);

    rerender(
      <DataTable<Person>
        columns={columns}
        getRowId={(row) => row.id}
        ariaLabel="People"
        sorting={[]}
        onSortingChange={() => {}}
        initialRect={viewport}
        {...props}
        rowSelection={everyone ?? {}}
      />,
    );
    expect(selectAll()).toBeChecked();
    await user.click(selectAll());
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
  });

  it('re-renders only the row whose selection changed', async () => {
    const user = userEvent.setup();
    const renders = new Map<string, number>();
    const counted: ColumnDef<Person, unknown>[] = [
      {
        accessorKey: 'name',
        header: 'Name',
        cell: function CountedName({ row }) {
          renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
          return row.original.name;
        },
      },
    ];
    const data = people(100);
    function Screen() {
      const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
      return (
        <DataTable<Person>
          columns={counted}
          data={data}
          getRowId={(row) => row.id}
          ariaLabel="People"
          sorting={[]}
          onSortingChange={() => {}}
          rowSelection={rowSelection}
          onRowSelectionChange={setRowSelection}
          // Inline on purpose: the table must not depend on the screen memoising these.
          rowLabel={(row) => row.name}
          onRowClick={() => {}}
          initialRect={viewport}
        />
      );
    }
    render(<Screen />);
    const before = new Map(renders);
    expect(before.size).toBeGreaterThan(10);

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 0003' }));
    expect(screen.getByRole('checkbox', { name: 'Select Person 0003' })).toBeChecked();
    const rerendered = [...renders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(rerendered).toEqual(['p3']);
  });

  it('keeps only a window of 5,000 rows in the DOM while announcing all of them', () => {
    const { container } = renderTable({ data: people(5000) });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = dataRows();
    expect(rendered.length).toBeGreaterThanOrEqual(10);
    expect(rendered.length).toBeLessThan(50);
    expect(screen.getByText('Person 0001')).toBeInTheDocument();
    expect(screen.queryByText('Person 5000')).toBeNull();
    // Spacer rows keep the scroll height of the full list.
    const spacers = container.querySelectorAll('tbody tr[aria-hidden="true"] td');
    const spacerHeight = [...spacers].reduce(
      (sum, td) => sum + parseFloat((td as HTMLElement).style.height),
      0,
    );
    expect(spacerHeight + rendered.length * 52).toBe(5000 * 52);
  });

  it('brings the last of 5,000 rows into the DOM when scrolled to the end', () => {
    renderTable({ data: people(5000) });
    const scroller = screen.getByRole('region', { name: 'People' });
    scroller.scrollTop = 5000 * 52 - viewport.height;
    fireEvent.scroll(scroller);
    const last = screen.getByRole('row', { name: /Person 5000/ });
    expect(last).toHaveAttribute('aria-rowindex', '5001');
    expect(screen.queryByText('Person 0001')).toBeNull();
  });

  it('shows the empty state in the body, under the header', () => {
    renderTable({ data: [], emptyState: <p>No people match these filters.</p> });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'No people match these filters.' })).toBeInTheDocument();
  });

  it('shows skeleton rows under the header while loading, not the empty state', () => {
    const { container } = renderTable({ data: [], loading: true, emptyState: 'No people' });
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(container.querySelectorAll('tbody .MuiSkeleton-root').length).toBeGreaterThan(0);
    expect(screen.queryByText('No people')).toBeNull();
  });

  it('lets keyboard users reach the scroll area and the checkboxes with Tab', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn<(next: RowSelectionState) => void>();
    renderTable({ rowSelection: {}, onRowSelectionChange, rowLabel: (row) => row.name });

    await user.tab();
    expect(screen.getByRole('region', { name: 'People' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Age' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Person 0001' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ p1: true });
  });

  it('calls onRowClick for a click on the row but not for one on its checkbox', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn<(row: Person) => void>();
    renderTable({
      onRowClick,
      rowSelection: {},
      onRowSelectionChange: () => {},
      rowLabel: (row) => row.name,
    });
    await user.click(screen.getByRole('cell', { name: 'Person 0004' }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'p4' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 0005' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('shows a pointer over rows that open something and outlines the row the keyboard acts on', () => {
    renderTable({ onRowClick: () => {}, activeRowId: 'p2' });
    const [first, second] = dataRows();
    // The rules go into the document once the rows are found (see data-table-server.test.tsx).
    withStyles();
    expect(first).toHaveStyle({ cursor: 'pointer' });
    expect(first).not.toHaveStyle({ outlineOffset: '-2px' });
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(second).toHaveStyle({ outlineOffset: '-2px' });
  });

  it('shows no pointer over rows that open nothing', () => {
    renderTable();
    const [first] = dataRows();
    withStyles();
    expect(first).not.toHaveStyle({ cursor: 'pointer' });
  });
});
