import { createListCodec } from '@/lib/list-params';
import {
  resolvedQueue,
  TIME_OFF_LIST_DEFAULTS,
  timeOffListSchema,
} from '@/features/time-offs/requests/request-list-url';

describe('the time-off requests list in the URL', () => {
  const codec = createListCodec(timeOffListSchema, TIME_OFF_LIST_DEFAULTS);

  it('reads every filter from the link and writes back only what differs from the defaults', () => {
    const state = codec.decode({
      queue: 'all',
      q: 'nino',
      status: ['pending', 'approved'],
      type: 'vacation',
      person: ['7'],
      department: '2',
      pm: ['4', '9'],
      from: '2025-05-01',
      to: '2025-05-31',
      sort: 'working_days:asc',
      view: 'requests',
    });
    expect(state.filters).toEqual({
      queue: 'all',
      q: 'nino',
      status: ['pending', 'approved'],
      type: ['vacation'],
      person: [7],
      department: [2],
      pm: [4, 9],
      from: '2025-05-01',
      to: '2025-05-31',
    });
    expect(state.sort).toEqual({ id: 'working_days', desc: false });
    expect(
      codec.encode({ ...state, filters: { ...TIME_OFF_LIST_DEFAULTS.filters, type: ['vacation'] } }),
    ).toEqual({
      type: ['vacation'],
      sort: 'working_days:asc',
    });
  });

  // An unknown sort falls back too, once the screen gives the API's sort keys (time-off-request-params).
  it('falls back to the defaults for a mangled link', () => {
    const state = codec.decode({ queue: 'mine', from: '5 May' });
    expect(state.filters.queue).toBe('default');
    expect(state.filters.from).toBeNull();
  });

  it('lands an approver on what waits for them and anyone else on every request', () => {
    expect(resolvedQueue('default', true)).toBe('waiting');
    expect(resolvedQueue('default', false)).toBe('all');
    expect(resolvedQueue('all', true)).toBe('all');
    expect(resolvedQueue('waiting', false)).toBe('waiting');
  });
});
