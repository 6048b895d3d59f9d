import fc from 'fast-check';
import {
  availableText,
  daysFigure,
  eligibilitySentence,
  expiringText,
  isEntryInFocus,
  leaveCountText,
  ledgerFocusOf,
  ledgerKindLabel,
  signedDays,
  TERM_LEDGER_FOCUS,
  vacationTerms,
  vacationTermsSentence,
  type VacationFigures,
} from '@/lib/time-off-balance-text';

const ZERO: VacationFigures = {
  allowance: 0,
  trial_bonus: 0,
  carried_over: 0,
  adjustments: 0,
  taken: 0,
  planned: 0,
  pending: 0,
  lapsed: 0,
  available: 0,
};

describe('the vacation balance in words', () => {
  it('says the available days with at most one decimal and a real minus sign', () => {
    expect(availableText(14)).toBe('Available 14 days');
    expect(availableText(14.5)).toBe('Available 14.5 days');
    expect(availableText(1)).toBe('Available 1 day');
    expect(availableText(0)).toBe('Available 0 days');
    expect(availableText(-2)).toBe('Available \u22122 days');
    expect(daysFigure(4.25)).toBe('4.3');
    expect(daysFigure(-0.01)).toBe('0');
  });

  it('lists the terms of planning.md §1.2 in the order they add up, deductions negative, pending not deducted', () => {
    const figures = { ...ZERO, allowance: 24, taken: 7, planned: 3, pending: 2, available: 14 };
    expect(vacationTermsSentence(figures)).toBe(
      '24 allowance \u00b7 \u22127 taken \u00b7 \u22123 planned \u00b7 2 pending, not deducted',
    );
  });

  it('says the days carried over as part of the allowance, not added to it again', () => {
    const figures = { ...ZERO, allowance: 48, carried_over: 2, taken: 31, planned: 3, available: 14 };
    expect(vacationTermsSentence(figures)).toBe(
      '48 allowance \u00b7 incl. 2 carried over \u00b7 \u221231 taken \u00b7 \u22123 planned',
    );
  });

  it('leaves out terms that are 0 but always says the allowance', () => {
    expect(vacationTerms({ ...ZERO, trial_bonus: 5, taken: 3 }).map((term) => term.text)).toEqual([
      '0 allowance',
      '5 trial bonus',
      '\u22123 taken',
    ]);
  });

  it('signs adjustments both ways and reads deductions as negative whatever sign they come with', () => {
    const texts = (figures: Partial<VacationFigures>) =>
      vacationTerms({ ...ZERO, ...figures }).map((term) => term.text);
    expect(texts({ adjustments: 1.5 })).toContain('+1.5 adjusted');
    expect(texts({ adjustments: -1 })).toContain('\u22121 adjusted');
    expect(texts({ taken: -9, lapsed: 2 })).toEqual(['0 allowance', '\u22122 lapsed', '\u22129 taken']);
  });

  it('each term but pending opens ledger entries of its kind', () => {
    expect(TERM_LEDGER_FOCUS.taken).toBe('taken');
    expect(TERM_LEDGER_FOCUS.carried_over).toBe('carry_over');
    expect(TERM_LEDGER_FOCUS.pending).toBeNull();
  });

  it('signs a change: +5, −9, 0', () => {
    expect([signedDays(5), signedDays(-9), signedDays(0), signedDays(0.5)]).toEqual([
      '+5',
      '\u22129',
      '0',
      '+0.5',
    ]);
  });

  it('a figure rounds to one decimal, whatever the number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (days) =>
        /^(\u2212)?\d+(\.\d)?$/.test(daysFigure(days)),
      ),
    );
  });
});

describe('a new hire inside the eligibility period', () => {
  const hire = { eligible_from: '2026-02-10', trial_days_left: 2, vacation: { trial_bonus: 5 } };

  it('says when the full allowance starts and how many trial days are left (the hire of 10 March 2025)', () => {
    expect(eligibilitySentence(hire, '2025-09-01')).toBe(
      'Full allowance from 10 Feb 2026 \u00b7 trial days left 2 of 5',
    );
  });

  it('says nothing from the eligibility date on, or without one', () => {
    expect(eligibilitySentence(hire, '2026-02-10')).toBeNull();
    expect(eligibilitySentence({ ...hire, eligible_from: null }, '2025-09-01')).toBeNull();
  });

  it('without trial bonus days only the date', () => {
    expect(eligibilitySentence({ ...hire, vacation: { trial_bonus: 0 } }, '2025-09-01')).toBe(
      'Full allowance from 10 Feb 2026',
    );
  });
});

describe('the other leave and the ledger', () => {
  it('counts sick, parental and unpaid leave: taken, then planned and pending when any', () => {
    expect(leaveCountText({ taken: 3, planned: 0, pending: 0 })).toBe('3 days taken');
    expect(leaveCountText({ taken: 1, planned: 2, pending: 0.5 })).toBe(
      '1 day taken \u00b7 2 planned \u00b7 0.5 pending',
    );
  });

  it('says which days lapse and when, soonest first', () => {
    expect(
      expiringText([
        { days: 1, date: '2027-01-01' },
        { days: 2, date: '2026-03-10' },
      ]),
    ).toBe('2 days on 10 Mar 2026, 1 day on 1 Jan 2027');
    expect(expiringText([])).toBe('');
  });

  it('names entry kinds, an unknown one as sent', () => {
    expect(ledgerKindLabel('carry_over')).toBe('Carried over');
    expect(ledgerKindLabel('bonus_v2')).toBe('bonus_v2');
  });

  it('reads the focus from the link, anything else as none', () => {
    expect(ledgerFocusOf('planned')).toBe('planned');
    expect(ledgerFocusOf('nonsense')).toBeNull();
    expect(ledgerFocusOf(['taken'])).toBeNull();
  });

  it('planned is a taken entry after today, taken one up to today', () => {
    const past = { kind: 'taken', date: '2026-01-05' };
    const future = { kind: 'taken', date: '2026-06-01' };
    expect([
      isEntryInFocus(past, 'taken', '2026-03-01'),
      isEntryInFocus(future, 'taken', '2026-03-01'),
    ]).toEqual([true, false]);
    expect(isEntryInFocus(future, 'planned', '2026-03-01')).toBe(true);
    expect(isEntryInFocus({ kind: 'lapse', date: '2026-01-01' }, 'lapse', '2026-03-01')).toBe(true);
    expect(isEntryInFocus(past, null, '2026-03-01')).toBe(false);
  });
});
