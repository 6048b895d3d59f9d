import fc from 'fast-check';
import { assignLanes } from '@/lib/bar-lanes';

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
