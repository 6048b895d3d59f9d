import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DayFilter } from '@/components/list/day-filter';
import { renderWithApp } from '../../render';
import { showDynamicPlaceholders } from '../../support/eager-dynamic';
import { dateGroup, typeDate } from '../../support/form-input';

describe('DayFilter', () => {
  it('is the product’s date field, day first, with no native date input', () => {
    renderWithApp(<DayFilter label="Added from" value="2026-08-01" onChange={vi.fn()} />);
    const group = dateGroup('Added from');
    expect(group).toHaveTextContent('01/08/2026');
    expect(within(group).getByRole('spinbutton', { name: 'Day' })).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('holds the field’s own width while its pickers load, so the filter bar does not re-flow', () => {
    showDynamicPlaceholders();
    renderWithApp(<DayFilter label="Added from" value={null} onChange={vi.fn()} />);
    const placeholder = screen.getByRole('progressbar', { name: 'Loading date field' });
    expect(placeholder).toHaveStyle({ width: '200px', height: '40px' });
  });

  it('hands on a typed day as yyyy-MM-dd once it is whole, nothing while it is half typed', async () => {
    const onChange = vi.fn();
    renderWithApp(<DayFilter label="Added from" value={null} onChange={onChange} />);
    const user = userEvent.setup();
    await typeDate(user, 'Added from', '010220');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('26');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2026-02-01');
  });

  it('is lifted by its clear button', async () => {
    const onChange = vi.fn();
    renderWithApp(<DayFilter label="Added until" value="2026-02-01" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(within(dateGroup('Added until')).getByRole('spinbutton', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
