import { act, render, screen, within } from '@testing-library/react';
import { KPI_CARD_MIN_WIDTH, KPI_COLUMN_WIDTH, KpiStrip } from '@/components/list/kpi-strip';
import { withStyles } from '../../support/emotion-styles';

const DELTA = '-132,030.00 GEL';

// jsdom lays nothing out: the figure holding the long amount is given the width a browser gives it.
function layFiguresOut(widthOf: (figure: HTMLElement) => number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ width: widthOf(this), height: 20 });
  });
}

// Two cards, the second with the long amount.
function renderSummaryWithDelta() {
  render(
    <KpiStrip
      label="Summary: Total"
      cards={[
        { id: 'actual', label: 'Actual', value: '5.00 GEL' },
        { id: 'delta', label: 'Δ Difference', value: DELTA },
      ]}
    />,
  );
  return screen.getByRole('list', { name: 'Summary: Total' });
}

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

  it('makes every column as wide as the widest figure needs, so no figure is clipped', () => {
    layFiguresOut((element) => (element.textContent === DELTA ? 240 : 90));
    const list = renderSummaryWithDelta();
    // The figure's 240 px, the card's padding (2 × 16) and border (2 × 1).
    expect(list.style.getPropertyValue(KPI_COLUMN_WIDTH)).toBe('274px');
  });

  it('keeps the columns at their minimum width when every figure is short', () => {
    layFiguresOut(() => 40);
    render(<KpiStrip label="People" cards={[{ id: 'a', label: 'Available', value: 3 }]} />);
    const list = screen.getByRole('list', { name: 'People' });
    expect(list.style.getPropertyValue(KPI_COLUMN_WIDTH)).toBe(`${KPI_CARD_MIN_WIDTH}px`);
  });

  it('gives screen readers the whole figure, never a shortened one', () => {
    render(
      <KpiStrip label="Summary: Total" cards={[{ id: 'delta', label: 'Δ Difference', value: DELTA }]} />,
    );
    const card = within(screen.getByRole('list', { name: 'Summary: Total' })).getByRole('listitem');
    expect(within(card).getByText(DELTA)).toBeVisible();
    expect(card.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(card).toHaveTextContent(`Δ Difference${DELTA}`);
  });

  it('holds each loading card’s place with its placeholder, hidden from sight and screen readers, the list busy', () => {
    withStyles();
    render(
      <KpiStrip
        label="Totals"
        loading
        cards={[
          {
            id: 'paid',
            label: 'Paid',
            value: '5.00 GEL',
            placeholder: { value: '888,888.88 GEL', caption: 'VAT included' },
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Totals' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const card = within(list).getByRole('listitem');
    expect(within(card).queryByText('5.00 GEL')).toBeNull();
    expect(within(card).getByText('888,888.88 GEL')).not.toBeVisible();
    expect(within(card).getByText('VAT included')).not.toBeVisible();
  });

  it('sizes the columns from the placeholders while loading, so they stay when the figures arrive', () => {
    layFiguresOut((element) => (element.textContent === '888,888.88 GEL' ? 240 : 90));
    render(
      <KpiStrip
        label="Summary: Total"
        loading
        cards={[{ id: 'actual', label: 'Actual', value: '', placeholder: { value: '888,888.88 GEL' } }]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Summary: Total' });
    expect(list.style.getPropertyValue(KPI_COLUMN_WIDTH)).toBe('274px');
  });

  it('measures again when the figures arrive, but not on every render (each measure lays the page out)', () => {
    const measured = vi.fn((element: HTMLElement) => (element.textContent === '7,200.00 EUR' ? 200 : 90));
    layFiguresOut(measured);
    const strip = (loading: boolean, value: string) => (
      <KpiStrip
        label="Invoice figures"
        loading={loading}
        cards={[{ id: 'outstanding', label: 'Outstanding', value, placeholder: { value: '0.00 EUR' } }]}
      />
    );
    const { rerender } = render(strip(true, ''));
    rerender(strip(true, ''));
    expect(measured).toHaveBeenCalledTimes(1);
    rerender(strip(false, '7,200.00 EUR'));
    expect(measured).toHaveBeenCalledTimes(2);
    // The figure's 200 px, the card's padding and border.
    expect(
      screen.getByRole('list', { name: 'Invoice figures' }).style.getPropertyValue(KPI_COLUMN_WIDTH),
    ).toBe('234px');
  });

  it('measures after the browser’s own layout (a ResizeObserver’s call), never forcing one while React commits', () => {
    const measured = vi.fn((element: HTMLElement) => (element.textContent === DELTA ? 240 : 90));
    layFiguresOut(measured);
    const observers: { callback: () => void; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(public callback: () => void) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {}
      },
    );
    const list = renderSummaryWithDelta();
    expect(measured).not.toHaveBeenCalled();
    expect(observers.flatMap((observer) => observer.observed.map((figure) => figure.textContent))).toEqual([
      '5.00 GEL',
      DELTA,
    ]);
    act(() => observers.forEach((observer) => observer.callback()));
    expect(list.style.getPropertyValue(KPI_COLUMN_WIDTH)).toBe('274px');
  });
});
