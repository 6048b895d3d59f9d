import {
  defaultVatId,
  draftLineAmountCents,
  draftSubtotalCents,
  dueDateOf,
  forecastGapText,
  lastMonthPeriod,
  monthPeriod,
} from '@/lib/billing-draft';
import { newInvoiceHref } from '@/lib/new-invoice-link';

describe('billing draft rules', () => {
  it('the default service period is the whole month before today', () => {
    expect(lastMonthPeriod(new Date(2025, 4, 15))).toEqual({ from: '2025-04-01', to: '2025-04-30' });
    expect(lastMonthPeriod(new Date(2025, 0, 3))).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(lastMonthPeriod(new Date(2024, 2, 31))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('a month in a link is its first to its last day; anything else is no period', () => {
    expect(monthPeriod('2025-03')).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(monthPeriod('2025-13')).toBeNull();
    expect(monthPeriod('March')).toBeNull();
  });

  it('a line is its minutes at the hourly rate in cents, rounded half up once (example C)', () => {
    expect(draftLineAmountCents('7:30', 3333)).toBe(24998);
    expect(draftLineAmountCents('142:30', 3333)).toBe(474953);
    expect(draftLineAmountCents('128:00', 4500)).toBe(576000);
    expect(draftLineAmountCents('12:3', 4500)).toBeNull();
    expect(draftLineAmountCents('8:00', null)).toBeNull();
  });

  it('the subtotal sums the rounded lines, an unreadable line counting as nothing', () => {
    expect(
      draftSubtotalCents([
        { hours: '7:30', rate: 3333 },
        { hours: '7:30', rate: 3333 },
        { hours: '', rate: 4500 },
      ]),
    ).toBe(2 * 24998);
  });

  it('the gap to the forecast names the leave behind it (example A)', () => {
    const skipped = [
      { reason: 'weekend' },
      { reason: 'holiday' },
      { reason: 'vacation' },
      { reason: 'vacation' },
      { reason: 'vacation' },
      { reason: 'sick_leave' },
    ];
    expect(forecastGapText(576000, 720000, skipped, 'EUR')).toBe(
      '\u22121,440.00 EUR: vacation 3 days, sick leave 1 day',
    );
    expect(forecastGapText(720000, 720000, skipped, 'EUR')).toBeNull();
    expect(forecastGapText(730000, 720000, [], 'EUR')).toBe('+100.00 EUR: edited lines');
  });

  it('due is the issue date plus the payment terms, 30 days when the project names none', () => {
    expect(dueDateOf('2025-05-15', 14)).toBe('2025-05-29');
    expect(dueDateOf('2025-05-15', null)).toBe('2025-06-14');
    expect(dueDateOf('', 14)).toBe('');
  });

  it("the VAT defaults to the project's own, else the tenant's default", () => {
    const vats = [
      { id: 1, is_default: false },
      { id: 2, is_default: true },
    ];
    expect(defaultVatId(1, vats)).toBe(1);
    expect(defaultVatId(null, vats)).toBe(2);
    expect(defaultVatId(99, vats)).toBe(2);
    expect(defaultVatId(null, [])).toBeNull();
  });

  it('the wizard opens from a link naming its type, and optionally the project and month', () => {
    expect(newInvoiceHref('hours')).toBe('/invoices?create=hours');
    expect(newInvoiceHref('vacation', { projectId: 12, month: '2025-03' })).toBe(
      '/invoices?create=vacation&create_project=12&create_month=2025-03',
    );
  });
});
