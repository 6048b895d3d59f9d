import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadOnlyTablePanel, type ReadOnlyColumn } from '@/components/layout/read-only-table-panel';

type Rate = { code: string; rate: string };

const COLUMNS: readonly ReadOnlyColumn<Rate>[] = [
  { header: 'Currency', cell: (row) => row.code },
  { header: 'Rate', numeric: true, cell: (row) => row.rate },
];

const query = (state: 'pending' | 'error' | 'success', refetch: () => unknown = vi.fn()) => ({
  isPending: state === 'pending',
  isError: state === 'error',
  isSuccess: state === 'success',
  refetch,
});

function Panel({
  state,
  rows,
  refetch,
}: {
  state: 'pending' | 'error' | 'success';
  rows: Rate[];
  refetch?: () => unknown;
}) {
  return (
    <ReadOnlyTablePanel
      title="Currency rates"
      query={query(state, refetch)}
      rows={rows}
      rowKey={(row) => row.code}
      columns={COLUMNS}
      about="They come from the API."
      loadingLabel="Loading the rates"
      errorMessage="The rates could not be loaded."
      emptyTitle="No rates yet"
      emptyDescription="They show here once the API sends some."
    />
  );
}

describe('ReadOnlyTablePanel', () => {
  it('shows the rows in a table named after the panel, under its few words, with figures on the right', () => {
    render(
      <Panel
        state="success"
        rows={[
          { code: 'USD', rate: '1.08' },
          { code: 'GBP', rate: '0.85' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Currency rates' })).toBeInTheDocument();
    expect(screen.getByText('They come from the API.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Currency rates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Currency', 'Rate']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['USD', '1.08'],
      ['GBP', '0.85'],
    ]);
    expect(within(rows[0]!).getByText('1.08')).toHaveClass('MuiTableCell-alignRight');
    expect(within(rows[0]!).getByText('USD')).not.toHaveClass('MuiTableCell-alignRight');
  });

  it('shows a skeleton while loading, and no table', () => {
    render(<Panel state="pending" rows={[]} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the rates' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No rates yet')).not.toBeInTheDocument();
  });

  it('says a failed load with Try again, which loads it again', async () => {
    const refetch = vi.fn();
    render(<Panel state="error" rows={[]} refetch={refetch} />);
    expect(screen.getByText('The rates could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('No rates yet')).not.toBeInTheDocument();
  });

  it('shows the empty state, not an empty table, when the list has nothing', () => {
    render(<Panel state="success" rows={[]} />);
    expect(screen.getByText('No rates yet')).toBeInTheDocument();
    expect(screen.getByText('They show here once the API sends some.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
