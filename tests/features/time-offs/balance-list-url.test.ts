import { createListCodec } from '@/lib/list-params';
import {
  BALANCE_LIST_DEFAULTS,
  balanceListSchema,
  countedYearOf,
} from '@/features/time-offs/balances/balance-list-url';

const codec = createListCodec(balanceListSchema, BALANCE_LIST_DEFAULTS);

describe('the Balances tab in the link', () => {
  it('reads department, search, the day and the sort back from the link', () => {
    const state = codec.decode({
      q: 'ana',
      department: '2',
      balance_on: '2026-06-30',
      year: '2024',
      sort: 'available:desc',
    });
    expect(state.filters).toEqual({ q: 'ana', department: 2, balanceOn: '2026-06-30', year: 2024 });
    expect(state.sort).toEqual({ id: 'available', desc: true });
    expect(codec.encode(state)).toEqual({
      q: 'ana',
      department: '2',
      balance_on: '2026-06-30',
      year: '2024',
      sort: 'available:desc',
    });
  });

  // An unknown sort falls back to by name once the tab gives the API's sort keys (balance-request-params).
  it('a mangled day or year falls back to today and the current year', () => {
    const state = codec.decode({ balance_on: '30.06.2026', year: '24' });
    expect(state.filters.balanceOn).toBeNull();
    expect(state.filters.year).toBeNull();
  });

  it('reads the counted year the strip shares with the tab, or none', () => {
    expect(countedYearOf('2024')).toBe(2024);
    expect(countedYearOf(['2023', '2024'])).toBe(2023);
    for (const raw of [undefined, '', '24', 'next', '2024.5']) expect(countedYearOf(raw)).toBeNull();
  });
});
