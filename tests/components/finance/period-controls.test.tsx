import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodGranularityToggle } from '@/components/finance/period-granularity-toggle';
import { YearStepper } from '@/components/finance/year-stepper';

describe('YearStepper', () => {
  it('steps to the year before or after with named buttons, and picks a year from the select', async () => {
    const onChange = vi.fn();
    render(<YearStepper year={2025} options={[2026, 2025, 2024]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    expect(onChange.mock.calls).toEqual([[2024], [2026], [2026]]);
  });
});

describe('PeriodGranularityToggle', () => {
  it('switches between months and quarters and never to nothing', async () => {
    const onChange = vi.fn();
    render(<PeriodGranularityToggle value="month" onChange={onChange} />);
    const periods = screen.getByRole('group', { name: 'Periods' });
    expect(periods).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Months' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quarters' }));
    expect(onChange.mock.calls).toEqual([['quarter']]);
  });
});
