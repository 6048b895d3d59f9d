import { createListCodec } from '@/lib/list-params';
import { BALANCE_LIST_DEFAULTS, balanceListSchema } from '@/features/time-offs/balances/balance-list-url';
import { TIME_OFF_LIST_DEFAULTS, timeOffListSchema } from '@/features/time-offs/requests/request-list-url';
import {
  BALANCE_SCREEN_DEFAULTS,
  balanceApiFiltersOf,
  balanceSortOf,
} from '@/features/time-offs/balances/balance-request-params';
import {
  TIME_OFF_SCREEN_DEFAULTS,
  timeOffApiFiltersOf,
  timeOffSortOf,
} from '@/features/time-offs/requests/time-off-request-params';

// The requests list and the Balances tab as their links become GET time-offs and GET time-offs/balances
// (issue 31): the sort keys the screens offer are the API's, the filters its types.

describe('the time-off requests list as GET time-offs takes it', () => {
  const codec = createListCodec(timeOffListSchema, TIME_OFF_SCREEN_DEFAULTS);

  it('offers the API’s sort keys: a link’s unknown sort falls back to the newest start first', () => {
    expect(codec.decode({ sort: 'salary:desc' }).sort).toEqual({ id: 'start_date', desc: true });
    expect(codec.decode({ sort: 'working_days:asc' }).sort).toEqual({ id: 'working_days', desc: false });
    expect(timeOffSortOf({ id: 'working_days', desc: false })).toEqual({ id: 'working_days', desc: false });
    expect(timeOffSortOf({ id: 'salary', desc: true })).toBeUndefined();
  });

  it('sends only the filters set, waiting-for-me as awaiting_me', () => {
    const filters = {
      ...TIME_OFF_LIST_DEFAULTS.filters,
      q: '  nino ',
      status: ['pending'],
      person: [7],
      pm: [4],
      from: '2025-05-01',
    };
    expect(timeOffApiFiltersOf(filters, 'waiting')).toEqual({
      search: 'nino',
      statuses: ['pending'],
      user_ids: [7],
      project_manager_ids: [4],
      from: '2025-05-01',
      awaiting_me: true,
    });
    expect(timeOffApiFiltersOf(TIME_OFF_LIST_DEFAULTS.filters, 'all')).toEqual({});
  });

  it('leaves out a status or type the API does not take (a hand-edited link)', () => {
    const filters = { ...TIME_OFF_LIST_DEFAULTS.filters, status: ['lost', 'approved'], type: ['holiday'] };
    expect(timeOffApiFiltersOf(filters, 'all')).toEqual({ statuses: ['approved'] });
  });
});

describe('the Balances tab as GET time-offs/balances takes it', () => {
  const codec = createListCodec(balanceListSchema, BALANCE_SCREEN_DEFAULTS);

  it('offers the API’s sort keys: a link’s unknown sort falls back to by name', () => {
    expect(codec.decode({ sort: 'salary:asc' }).sort).toEqual({ id: 'user', desc: false });
    expect(balanceSortOf({ id: 'available', desc: true })).toEqual({ id: 'available', desc: true });
    expect(balanceSortOf({ id: 'salary', desc: true })).toBeUndefined();
  });

  it('sends only what is set, the search trimmed, the department as department_ids', () => {
    expect(balanceApiFiltersOf(BALANCE_LIST_DEFAULTS.filters)).toEqual({});
    expect(balanceApiFiltersOf({ q: ' ana ', department: 3, balanceOn: '2026-01-31', year: 2025 })).toEqual({
      search: 'ana',
      department_ids: [3],
      date: '2026-01-31',
      year: 2025,
    });
  });
});
