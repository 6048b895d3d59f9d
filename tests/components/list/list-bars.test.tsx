import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import { FilterBar } from '@/components/list/filter-bar';

describe('FilterBar', () => {
  it('offers "Clear filters" only while a filter is set', async () => {
    const onClear = vi.fn();
    const onSearch = vi.fn();
    const { rerender } = render(
      <FilterBar
        label="Filter invoices"
        search={{ value: '', onChange: onSearch }}
        activeCount={0}
        onClear={onClear}
      />,
    );
    const bar = screen.getByRole('search', { name: 'Filter invoices' });
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.setup().type(within(bar).getByRole('searchbox', { name: 'Search' }), 'a');
    expect(onSearch).toHaveBeenCalledWith('a');

    rerender(<FilterBar label="Filter invoices" activeCount={2} onClear={onClear} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});

describe('BulkActionsBar', () => {
  it('names how many are selected, holds the screen’s actions, and clears', async () => {
    const onClear = vi.fn();
    render(
      <BulkActionsBar count={20} noun={(n) => `${n} invoices`} onClear={onClear}>
        <Button>Approve</Button>
      </BulkActionsBar>,
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('20 invoices selected');
    expect(within(bar).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalled();
  });
});
