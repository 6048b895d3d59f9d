import { conflictFixes } from '@/lib/traffic-conflict-fixes';
import { conflictsOf, type FixableAllocation } from '@/lib/traffic-conflicts';
import { dailyLoad } from '@/lib/traffic-load';

const atlas: FixableAllocation = {
  id: 7,
  internal_project_id: 3,
  user_id: 11,
  start_date: '2024-05-13',
  end_date: '2024-05-17',
  minutes_per_day: 480,
  hours_per_day: '08:00',
  status: 'confirmed',
  note: null,
  hourly_rate: 45,
};

const loadOf = (allocations: FixableAllocation[], leave = false) =>
  dailyLoad(
    {
      availability: [],
      allocations,
      time_offs: leave
        ? [{ id: 1, status: 'approved', start_date: '2024-05-15', end_date: '2024-05-15', partial_days: [] }]
        : [],
      holidays: [],
    },
    '2024-05-01',
    '2024-05-31',
  );

describe('conflictFixes', () => {
  it('offers split, move and tentative for leave, each as its batch', () => {
    const load = loadOf([atlas], true);
    const [conflict] = conflictsOf(load, [atlas], [], { withTentative: true, withPendingLeave: true });
    const fixes = conflictFixes(conflict!, new Map([[7, atlas]]), load, true);
    expect(fixes.map((fix) => fix.kind)).toEqual(['split', 'move', 'tentative']);
    expect(fixes[0]!.batch).toEqual({
      changes: [{ id: 7, end_date: '2024-05-14' }],
      creates: [expect.objectContaining({ start_date: '2024-05-16', end_date: '2024-05-17' })],
      deletes: [],
    });
  });

  it('offers reduce and tentative over capacity, and nothing already done', () => {
    const borealis = { ...atlas, id: 8, minutes_per_day: 120, hours_per_day: '02:00', status: 'tentative' };
    const load = loadOf([atlas, borealis]);
    const [conflict] = conflictsOf(load, [atlas, borealis], [], {
      withTentative: true,
      withPendingLeave: true,
    });
    const fixes = conflictFixes(
      conflict!,
      new Map([
        [7, atlas],
        [8, borealis],
      ]),
      load,
      true,
    );
    expect(fixes.map((fix) => `${fix.kind}:${fix.allocationId}`)).toEqual([
      'reduce:7',
      'tentative:7',
      'reduce:8',
    ]);
  });
});
