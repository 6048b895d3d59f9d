import { GEORGIAN_HOLIDAY_RULES, holidaysForYear } from '@/lib/holidays';
import { deriveReminders, type ReminderInvoice, type ReminderTerm } from '@/mocks/rules/project-reminders';

const holidays = [
  ...holidaysForYear(2024, GEORGIAN_HOLIDAY_RULES),
  ...holidaysForYear(2025, GEORGIAN_HOLIDAY_RULES),
];
const TODAY = '2025-05-15';

const term = (id: number, start_date: string, end_date: string, confirmed = true): ReminderTerm => ({
  id,
  person: `Person ${id}`,
  start_date,
  end_date,
  confirmed,
});

const invoice = (id: number, month: string, extra: Partial<ReminderInvoice> = {}): ReminderInvoice => ({
  id,
  number: `INV-${id}`,
  period_from: `${month}-01`,
  period_to: `${month}-28`,
  due_date: '2099-01-01',
  currency: 'EUR',
  approval_status: 'approved',
  payment_status: 'p',
  balance_cents: 0,
  ...extra,
});

const derive = (input: Partial<Parameters<typeof deriveReminders>[0]>) =>
  deriveReminders(
    { project: { start_date: '2025-03-01', end_date: null }, terms: [], invoices: [], holidays, ...input },
    TODAY,
  );

describe('a project’s reminders, derived from its terms and invoices', () => {
  it('announces terms and the project ending within 30 days: urgent within a week', () => {
    const list = derive({
      project: { start_date: '2025-05-01', end_date: '2025-06-14' },
      terms: [
        term(1, '2025-05-01', '2025-05-20'),
        term(2, '2025-05-01', '2025-06-15'),
        term(3, '2025-05-01', '2025-05-14'),
      ],
    });
    expect(
      list.map(({ type, due_date, severity, term_id }) => ({ type, due_date, severity, term_id })),
    ).toEqual([
      { type: 'term_ending', due_date: '2025-05-20', severity: 'high', term_id: 1 },
      { type: 'contract_end', due_date: '2025-06-14', severity: 'medium', term_id: undefined },
    ]);
  });

  it('finds closed months worked by confirmed terms with no invoice (a rejected one does not count)', () => {
    const list = derive({
      terms: [term(1, '2025-03-01', '2025-12-31'), term(2, '2025-01-01', '2025-12-31', false)],
      invoices: [invoice(1, '2025-03'), invoice(2, '2025-04', { approval_status: 'rejected' })],
    });
    expect(list.filter((item) => item.type === 'uninvoiced_month')).toEqual([
      {
        id: 'uninvoiced_month-2025-04',
        type: 'uninvoiced_month',
        due_date: '2025-05-01',
        title: 'No invoice for April 2025',
        severity: 'high',
      },
    ]);
  });

  it('lists approved invoices past due and not fully paid, pp included', () => {
    const list = derive({
      invoices: [
        invoice(1, '2025-03', { due_date: '2025-05-01', payment_status: 'pp', balance_cents: 379_680 }),
        invoice(2, '2025-03', { due_date: '2025-05-01', payment_status: 'p' }),
        invoice(3, '2025-03', {
          due_date: '2025-05-01',
          payment_status: 'np',
          approval_status: 'pending',
          balance_cents: 100,
        }),
        invoice(4, '2025-04', { due_date: '2025-05-31', payment_status: 'np', balance_cents: 100 }),
      ],
    });
    expect(list).toEqual([
      {
        id: 'invoice_overdue-1',
        type: 'invoice_overdue',
        due_date: '2025-05-01',
        title: 'INV-1 is overdue: 3,796.80 EUR unpaid',
        severity: 'high',
        invoice_id: 1,
      },
    ]);
  });

  it('brings a running term’s rate up for review around its first anniversary', () => {
    const list = derive({
      project: { start_date: '2024-01-01', end_date: null },
      terms: [
        term(1, '2024-06-01', '2025-12-31'),
        term(2, '2024-05-01', '2025-05-10'),
        term(3, '2023-05-01', '2025-12-31'),
      ],
      invoices: [
        '2024-01',
        '2024-02',
        '2024-03',
        '2024-04',
        '2024-05',
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
        '2025-01',
        '2025-02',
        '2025-03',
        '2025-04',
      ].map((month, index) => invoice(index + 1, month)),
    });
    expect(list.filter((item) => item.type === 'rate_review')).toEqual([
      expect.objectContaining({ due_date: '2025-05-01', term_id: 3, severity: 'low' }),
      expect.objectContaining({ due_date: '2025-06-01', term_id: 1, severity: 'low' }),
    ]);
  });
});
