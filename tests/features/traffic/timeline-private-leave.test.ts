import type { TrafficRow } from '@/api/traffic/traffic.schemas';
import { trafficTimeOffSchema } from '@/api/traffic/traffic.schemas';
import { leaveTypeOf, timelineRowOf } from '@/features/traffic/timeline/timeline-rows';
import type { Conflict } from '@/lib/traffic-conflicts';

// Issue 30, M2: GET traffic sends `type: null` for leave whose kind the planner may not see. The
// timeline draws it as "Away" and a conflict with it says "on approved leave", never the kind.

const privateLeave = {
  id: 5,
  type: null,
  status: 'approved',
  start_date: '2025-05-12',
  end_date: '2025-05-13',
  partial_days: [],
  exclusion: 'no',
} as const;

const row = {
  user: {
    id: 3,
    name: 'Ana Kvirikashvili',
    avatar: null,
    position: null,
    department: null,
    seniority: null,
    country: 'GE',
    is_billable: true,
  },
  availability: [],
  allocations: [],
  time_offs: [
    privateLeave,
    { ...privateLeave, id: 6, status: 'pending', start_date: '2025-05-15', end_date: '2025-05-15' },
  ],
} as unknown as TrafficRow;

const options = {
  from: '2025-05-01',
  to: '2025-05-31',
  withTentative: true,
  showPending: true,
  editable: false,
  group: 'none',
} as const;

describe('the timeline: leave whose kind is private', () => {
  it('the contract accepts type null', () => {
    expect(trafficTimeOffSchema.safeParse(privateLeave).success).toBe(true);
  });

  it('draws it as "Away" (pending too)', () => {
    const texts = timelineRowOf(row, undefined, [], options).bars.map((bar) => bar.text);
    expect(texts).toContain('Away');
    expect(texts).toContain('Away (pending)');
  });

  it('a conflict with it names no kind', () => {
    const conflict: Conflict = {
      kind: 'on_leave',
      allocationIds: [1],
      first: '2025-05-12',
      last: '2025-05-13',
      leaveStatus: 'approved',
    };
    expect(leaveTypeOf(row, conflict)).toBeUndefined();
  });
});
