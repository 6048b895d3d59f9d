import { render, screen, within } from '@testing-library/react';
import { KpiStrip } from '@/components/list/kpi-strip';

describe('KpiStrip', () => {
  it('shows each card’s label and value; a card with a link applies its filter', () => {
    render(
      <KpiStrip
        label="Invoice figures"
        cards={[
          { id: 'outstanding', label: 'Outstanding', value: 'EUR 7,200.00', caption: '12 invoices' },
          {
            id: 'overdue',
            label: 'Overdue',
            value: 3,
            href: { pathname: '/invoices', query: { due: 'overdue' } },
            active: true,
          },
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Invoice figures' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['OutstandingEUR 7,200.0012 invoices', 'Overdue3']);
    expect(within(cards[0]!).queryByRole('link')).toBeNull();
    const link = within(cards[1]!).getByRole('link', { name: 'Overdue 3' });
    expect(link).toHaveAttribute('href', '/invoices?due=overdue');
    expect(link).toHaveAttribute('aria-current', 'true');
  });
});
