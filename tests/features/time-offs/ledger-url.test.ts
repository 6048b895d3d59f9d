import { queryWith } from '@/components/url/use-url-state';
import { ledgerUrl, opensLedger } from '@/features/time-offs/ledger/ledger-url';

describe('the ledger drawer in the URL', () => {
  it('reads the person and the entries to show first', () => {
    expect(ledgerUrl.read({ view: 'balances', ledger: '7', ledger_kind: 'taken' })).toEqual({
      userId: 7,
      focus: 'taken',
    });
    expect(ledgerUrl.read({ view: 'balances' })).toBeNull();
  });

  it('a link naming nobody opens on nothing; an unknown kind marks none', () => {
    expect(ledgerUrl.read({ ledger: 'me', ledger_kind: 'everything' })).toEqual({
      userId: null,
      focus: null,
    });
  });

  it('opening and closing write only its keys; the list state stays', () => {
    const list = { view: 'balances', person: '7', year: '2025' };
    expect(opensLedger(7, 'allowance')(list)).toEqual({ ...list, ledger: '7', ledger_kind: 'allowance' });
    expect(opensLedger(8)({ ...list, ledger: '7', ledger_kind: 'allowance' })).toEqual({
      ...list,
      ledger: '8',
    });
    expect(queryWith({ ...list, ledger: '7', ledger_kind: 'taken' }, ledgerUrl.write(null))).toEqual(list);
  });
});
