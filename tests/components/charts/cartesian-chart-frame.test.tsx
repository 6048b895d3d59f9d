import { render, screen, within } from '@testing-library/react';
import { CartesianChartFrame, moneyOrDash } from '@/components/charts/cartesian-chart-frame';

describe('CartesianChartFrame', () => {
  it('draws its plot layers inside the figure named and described by the chart, with the series legend', () => {
    render(
      <>
        {/* jsdom lays nothing out: the chart needs a width to draw its surface. */}
        <style>{'.MuiChartsSurface-root { width: 600px; }'}</style>
        <p id="chart-summary">Revenue grew every month.</p>
        <CartesianChartFrame
          title="Revenue by month"
          describedBy="chart-summary"
          yAxisWidth={80}
          series={[{ type: 'bar', id: 'actual', label: 'Actual (solid)', data: [1, 2] }]}
          xAxis={[{ id: 'months', scaleType: 'band', data: ['Jan', 'Feb'] }]}
          defs={<pattern id="test-hatch" />}
        >
          <g data-testid="plot-layer" />
        </CartesianChartFrame>
      </>,
    );
    const figure = screen.getByRole('figure', { name: 'Revenue by month' });
    expect(figure).toHaveAccessibleDescription('Revenue grew every month.');
    expect(within(figure).getByTestId('plot-layer')).toBeInTheDocument();
    expect(figure.querySelector('defs > pattern#test-hatch')).not.toBeNull();
    expect(figure).toHaveTextContent('Actual (solid)');
  });

  it('shows a missing amount as a dash and an amount with its currency', () => {
    const money = moneyOrDash('EUR');
    expect(money(null)).toBe('—');
    expect(money(1234.5)).toBe('1,234.50 EUR');
  });
});
