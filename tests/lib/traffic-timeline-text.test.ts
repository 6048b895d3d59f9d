import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/contrast';
import { AVATAR_PALETTE } from '@/lib/avatar';
import { dailyLoad } from '@/lib/traffic-load';
import { INCOMING_COLOR } from '@/features/traffic/timeline/timeline-rows';
import {
  allocationBarLabel,
  describeIncomingDay,
  incomingBarLabel,
  allocationBarText,
  conflictText,
  dayRangeText,
  describeTimelineDay,
} from '@/lib/traffic-timeline-text';

const atlas = {
  title: 'Atlas',
  percentage: 50,
  hours_per_day: '04:00',
  status: 'confirmed',
  start_date: '2024-05-13',
  end_date: '2024-05-17',
};

describe('timeline texts', () => {
  it('labels a bar "Atlas · 50 % · 4:00/d" with its dates, tentative and conflicts said in words', () => {
    expect(allocationBarText(atlas)).toBe('Atlas · 50 % · 4:00/d');
    expect(allocationBarLabel(atlas)).toBe('Atlas · 50 % · 4:00/d, 13–17 May');
    expect(
      allocationBarLabel({ ...atlas, status: 'tentative', percentage: 33.33 }, ['on approved vacation']),
    ).toBe('Atlas · 33.33 % · 4:00/d, 13–17 May, tentative, conflict: on approved vacation');
  });

  it('writes ranges short within a month and in full across years', () => {
    expect(dayRangeText('2024-05-14', '2024-05-14')).toBe('14 May');
    expect(dayRangeText('2024-05-30', '2024-06-02')).toBe('30 May – 2 Jun');
    expect(dayRangeText('2024-12-30', '2025-01-02')).toBe('30 Dec 2024 – 2 Jan 2025');
  });

  it('says a conflict with the person, the projects, the days and what collides', () => {
    expect(
      conflictText(
        'Ana Beridze',
        ['Atlas'],
        {
          kind: 'on_leave',
          allocationIds: [1],
          first: '2024-05-12',
          last: '2024-05-14',
          leaveStatus: 'approved',
        },
        'Vacation',
      ),
    ).toBe('Ana Beridze · Atlas · 12–14 May: on approved vacation');
    expect(
      conflictText('Ana Beridze', ['Atlas', 'Borealis'], {
        kind: 'over_capacity',
        allocationIds: [1, 2],
        first: '2024-05-14',
        last: '2024-05-14',
        overMinutes: 120,
      }),
    ).toBe('Ana Beridze · Atlas, Borealis · 14 May: over capacity by 2:00');
  });

  it('reads the day under the cursor: booked of capacity, allocations and leave', () => {
    const load = dailyLoad(
      {
        availability: [],
        allocations: [
          {
            id: 1,
            start_date: '2024-05-13',
            end_date: '2024-05-17',
            minutes_per_day: 240,
            status: 'confirmed',
          },
          {
            id: 2,
            start_date: '2024-05-14',
            end_date: '2024-05-14',
            minutes_per_day: 120,
            status: 'tentative',
          },
        ],
        time_offs: [
          { id: 9, status: 'pending', start_date: '2024-05-14', end_date: '2024-05-14', partial_days: [] },
        ],
        holidays: [{ date: '2024-05-09', name: 'Victory Day' }],
      },
      '2024-05-01',
      '2024-05-31',
    );
    const base = { name: 'Ana Beridze', load, withTentative: true, allocations: [], leave: [] };
    expect(
      describeTimelineDay({
        ...base,
        date: '2024-05-14',
        allocations: [
          { title: 'Atlas', percentage: 50, status: 'confirmed' },
          { title: 'Borealis', percentage: 25, status: 'tentative' },
        ],
        leave: [{ type: 'Vacation', status: 'pending' }],
      }),
    ).toBe(
      'Ana Beridze, Tue 14 May: booked 6:00 of 8:00, Atlas 50 % confirmed, Borealis 25 % tentative, vacation pending',
    );
    expect(describeTimelineDay({ ...base, date: '2024-05-18' })).toBe('Ana Beridze, Sat 18 May: weekend');
    expect(describeTimelineDay({ ...base, date: '2024-05-09', holiday: 'Victory Day' })).toBe(
      'Ana Beridze, Thu 9 May: holiday, Victory Day',
    );
  });

  it('project colours carry white text (WCAG AA)', () => {
    for (const color of AVATAR_PALETTE)
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('an incoming hire says when they join and that they are not planned yet', () => {
    const hire = { name: 'Ana Beridze', stage: 'offer', available_from: '2025-06-02' };
    expect(incomingBarLabel(hire)).toBe('Incoming hire, joins Mon 2 Jun (offer made)');
    expect(describeIncomingDay(hire, '2025-05-30')).toBe(
      'Ana Beridze, Fri 30 May: incoming hire (offer made), joins Mon 2 Jun, not planned yet',
    );
    expect(describeIncomingDay({ ...hire, stage: 'pre-offer' }, '2025-06-03')).toContain('(at pre-offer)');
  });

  it('the incoming hire colour carries white text (WCAG AA)', () => {
    expect(contrastRatio(INCOMING_COLOR, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
