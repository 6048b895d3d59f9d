import fc from 'fast-check';
import { assignLanes, withLanes } from '@/lib/bar-lanes';

describe('assignLanes', () => {
  it('puts bars that share a day on different lanes and the rest on the lowest free one', () => {
    const { lanes, laneCount } = assignLanes([
      { id: 'atlas', first: 0, last: 9 },
      { id: 'leave', first: 3, last: 4 },
      { id: 'borealis', first: 5, last: 12 },
      { id: 'later', first: 13, last: 15 },
    ]);
    expect(lanes.get('atlas')).toBe(0);
    expect(lanes.get('leave')).toBe(1);
    expect(lanes.get('borealis')).toBe(1);
    expect(lanes.get('later')).toBe(0);
    expect(laneCount).toBe(2);
  });

  it('gives a row without bars one lane', () => {
    expect(assignLanes([]).laneCount).toBe(1);
  });

  it('never lets two overlapping bars share a lane, and uses as many lanes as the busiest day has bars', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 20 }))
      .map(([first, length]) => ({ first, last: first + length }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 25 }), (spans) => {
        const withIds = spans.map((item, index) => ({ ...item, id: `b${index}` }));
        const { lanes, laneCount } = assignLanes(withIds);
        for (const a of withIds)
          for (const b of withIds)
            if (a !== b && a.first <= b.last && b.first <= a.last)
              expect(lanes.get(a.id)).not.toBe(lanes.get(b.id));
        let busiest = withIds.length > 0 ? 0 : 1;
        for (let day = 0; day <= 80; day += 1)
          busiest = Math.max(busiest, withIds.filter((item) => item.first <= day && item.last >= day).length);
        expect(laneCount).toBe(Math.max(1, busiest));
      }),
    );
  });
});

describe('withLanes', () => {
  const bar = (id: string, start: string, end: string, part?: 'am' | 'pm') => ({ id, start, end, part });

  it('stacks bars that share a day and lets the next one take the lowest free lane', () => {
    const laned = withLanes(
      [
        bar('atlas', '2025-05-05', '2025-05-16'),
        bar('borealis', '2025-05-12', '2025-05-23'),
        bar('comet', '2025-05-14', '2025-05-14'),
        bar('later', '2025-05-19', '2025-05-20'),
      ],
      '2025-05-01',
      31,
    );
    expect(laned.map((item) => [item.id, item.lane])).toEqual([
      ['atlas', 0],
      ['borealis', 1],
      ['comet', 2],
      ['later', 0],
    ]);
  });

  it('lets a morning and an afternoon of one day share a lane (top and bottom half), not a whole day', () => {
    const laned = withLanes(
      [
        bar('morning', '2025-05-06', '2025-05-06', 'am'),
        bar('afternoon', '2025-05-06', '2025-05-06', 'pm'),
        bar('whole', '2025-05-06', '2025-05-06'),
      ],
      '2025-05-01',
      31,
    );
    const [morning, afternoon, whole] = laned.map((item) => item.lane);
    expect(morning).toBe(afternoon);
    expect(whole).not.toBe(morning);
    expect(new Set([morning, whole])).toEqual(new Set([0, 1]));
  });

  it('counts only the days shown: a bar before the range leaves no empty lane above those drawn', () => {
    const laned = withLanes(
      [
        bar('april', '2025-04-01', '2025-04-30'),
        bar('into-may', '2025-04-20', '2025-05-03'),
        bar('may', '2025-05-02', '2025-05-04'),
      ],
      '2025-05-01',
      31,
    );
    expect(laned.map((item) => [item.id, item.lane])).toEqual([
      ['april', 0],
      ['into-may', 0],
      ['may', 1],
    ]);
  });
});
