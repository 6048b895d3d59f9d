import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import { ControlBar } from '@/components/list/control-bar';
import { FilterBar } from '@/components/list/filter-bar';
import { FilterSelect } from '@/components/list/filter-select';
import { choose } from '../../support/form-input';

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

describe('ControlBar', () => {
  it('holds a screen’s controls as one named group, its selects compact rather than full width', () => {
    render(
      <ControlBar label="Budget view">
        <FilterSelect
          label="Year"
          options={[{ value: '2026', label: '2026' }]}
          values={['2026']}
          onChange={vi.fn()}
        />
      </ControlBar>,
    );
    const bar = screen.getByRole('group', { name: 'Budget view' });
    const year = within(bar).getByRole('combobox', { name: 'Year' });
    expect(year.closest('.MuiFormControl-root')).not.toHaveClass('MuiFormControl-fullWidth');
  });
});

describe('FilterSelect', () => {
  it('offers Any, which lifts the filter; a value its options do not know is not shown', async () => {
    const onChange = vi.fn();
    const options = [{ value: 'vacation', label: 'Vacation' }];
    const { rerender } = render(
      <FilterSelect label="Type" options={options} values={['vacation']} onChange={onChange} />,
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent(/^Vacation$/);
    await choose(userEvent.setup(), 'Type', 'Any');
    expect(onChange).toHaveBeenCalledWith([]);
    rerender(<FilterSelect label="Type" options={options} values={['gone']} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Type' })).not.toHaveTextContent(/\w/);
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
