import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-grid/data-table';
import { withStyles } from '../../support/emotion-styles';

type Invoice = { id: string; number: string; total: number };

const TOTAL = 312;
const everyInvoice: Invoice[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: String(index + 1),
  number: `INV-${String(index + 1).padStart(4, '0')}`,
  total: 100,
}));

const columns: ColumnDef<Invoice, unknown>[] = [
  { accessorKey: 'number', header: 'Number', footer: 'Page total', meta: { width: 200 } },
  {
    accessorKey: 'total',
    header: 'Total',
    meta: { align: 'right', width: 120 },
    footer: ({ table }) => table.getRowModel().rows.reduce((sum, row) => sum + row.original.total, 0),
  },
  { id: 'note', header: 'Note', enableSorting: false, cell: () => 'ok', meta: { hidden: true } },
];

const viewport = { width: 800, height: 520 };

// A screen in server mode: it holds page, size and selection, and hands the table one page of rows.
function Screen(props: Partial<DataTableProps<Invoice>> & { onSelectAll?: () => Promise<string[]> }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const data = everyInvoice.slice((page - 1) * perPage, page * perPage);
  return (
    <DataTable<Invoice>
      columns={columns}
      data={data}
      getRowId={(row) => row.id}
      ariaLabel="Invoices"
      sorting={[{ id: 'number', desc: true }]}
      onSortingChange={() => {}}
      rowSelection={selection}
      onRowSelectionChange={setSelection}
      rowLabel={(row) => row.number}
      initialRect={viewport}
      pagination={{ page, perPage, total: TOTAL, onPageChange: setPage, onPerPageChange: setPerPage }}
      onSelectAllMatching={props.onSelectAll}
      {...props}
    />
  );
}

const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select INV-/ });

describe('DataTable with server paging', () => {
  it('shows the page it is given, unsorted by the client, with "1–25 of 312" and a page-size choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Screen />);
    // Sorted by number descending on the server's word: the client does not reorder the page.
    expect(rowBoxes()[0]).toHaveAccessibleName('Select INV-0001');
    expect(screen.getByText('1–25 of 312')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveAttribute(
      'aria-rowcount',
      String(1 + TOTAL + 1),
    );

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByText('26–50 of 312')).toBeInTheDocument();
    expect(rowBoxes()[0]).toHaveAccessibleName('Select INV-0026');
    expect(rowBoxes()[0]!.closest('tr')).toHaveAttribute('aria-rowindex', '27');

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(screen.getByText('51–100 of 312')).toBeInTheDocument();
  });

  it('selection survives paging', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Screen />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status')).toHaveTextContent('25 on this page selected');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0026' }));
    expect(screen.getByRole('status')).toHaveTextContent('26 selected · 1 on this page');
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('25 on this page selected · 26 in all');
  });

  it('shift-click sets every row from the one clicked before to the one clicked now', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Screen />);
    const checked = () =>
      rowBoxes().flatMap((box, index) => ((box as HTMLInputElement).checked ? [index + 1] : []));
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0002' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0005' }));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([2, 3, 4, 5]);
    // Shift-clicking a selected row clears the run back from the last one clicked.
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0003' }));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual([2]);
    // Without Shift a click is that row alone.
    await user.click(screen.getByRole('checkbox', { name: 'Select INV-0007' }));
    expect(checked()).toEqual([2, 7]);
  });

  it('select all matching asks the screen for every id', async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectAll = vi.fn(async () => everyInvoice.map((invoice) => invoice.id));
    render(<Screen onSelectAll={onSelectAll} />);
    // Offered once the whole page is selected, not before.
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Select all 312 matching' }));
    expect(onSelectAll).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('All 312 matching selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why the selection went when the screen dropped it', () => {
    render(<Screen selectionNotice="The selection was cleared because the filters changed." />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The selection was cleared because the filters changed.',
    );
  });

  it('keeps totals in a footer row stuck to the bottom of the scroll area', () => {
    withStyles();
    render(<Screen />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const footer = table.querySelector('tfoot')!;
    expect(within(footer).getByText('Page total')).toBeInTheDocument();
    expect(within(footer).getByText('2500')).toBeInTheDocument();
    expect(within(footer).getByText('Page total')).toHaveStyle({ position: 'sticky', bottom: '0px' });
  });

  it('keeps the checkboxes and the first column in view while the table scrolls sideways', () => {
    render(<Screen stickyFirstColumn />);
    const number = screen.getByRole('columnheader', { name: 'Number' });
    const cell = screen.getByRole('cell', { name: 'INV-0001' });
    const box = screen.getByRole('checkbox', { name: 'Select INV-0001' }).closest('td');
    const total = screen.getByRole('columnheader', { name: 'Total' });
    // The rules go into the document once the cells are found: role queries over a styled document
    // cost a style computation per element.
    withStyles();
    expect(number).toHaveStyle({ position: 'sticky', left: '56px' });
    expect(cell).toHaveStyle({ position: 'sticky', left: '56px' });
    expect(box).toHaveStyle({ position: 'sticky', left: '0px' });
    expect(total).not.toHaveStyle({ left: '56px' });
  });
});

describe('the column menu', () => {
  // The open menu hides the page from the accessibility tree, so the headers are read regardless.
  const headers = () =>
    screen
      .getAllByRole('columnheader', { hidden: true })
      .map((cell) => cell.textContent)
      .filter(Boolean);

  it('shows, hides and orders columns, remembered per table and per user', async () => {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Screen columnMenu={{ tableId: 'invoices', userId: 7 }} />);
    // Hidden by default until added.
    expect(headers()).toEqual(['Number', 'Total']);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    await user.click(within(menu).getByRole('checkbox', { name: 'Note' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Note up' }));
    await user.click(within(menu).getByRole('checkbox', { name: 'Total' }));
    expect(headers()).toEqual(['Number', 'Note']);
    unmount();

    render(<Screen columnMenu={{ tableId: 'invoices', userId: 7 }} />);
    expect(headers()).toEqual(['Number', 'Note']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('button', { name: 'Move Note up' }));
    expect(headers()).toEqual(['Note', 'Number']);
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Number', 'Total']);
  });

  it('starts from the defaults for another user', async () => {
    localStorage.clear();
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Screen columnMenu={{ tableId: 'invoices', userId: 7 }} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Total' }));
    unmount();
    render(<Screen columnMenu={{ tableId: 'invoices', userId: 8 }} />);
    expect(headers()).toEqual(['Number', 'Total']);
  });
});
