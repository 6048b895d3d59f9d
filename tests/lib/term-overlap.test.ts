import { termOverlap, type TermSpan } from '@/lib/term-overlap';

const span = (
  id: number | null,
  start_date: string,
  end_date: string,
  minutes_per_day: number,
  user_id = 7,
): TermSpan => ({
  id,
  user_id,
  start_date,
  end_date,
  minutes_per_day,
});

describe('a person booked over 8:00 a day across terms', () => {
  it('warns with the terms and the days that go over, and the peak', () => {
    const others = [span(1, '2025-03-01', '2025-06-30', 240), span(2, '2025-05-01', '2025-05-31', 240)];
    expect(termOverlap(span(null, '2025-04-01', '2025-09-30', 360), others)).toEqual({
      terms: others,
      peakMinutes: 840,
      from: '2025-04-01',
      to: '2025-06-30',
    });
  });

  it('is quiet while the days add up to 8:00 at most, or the terms do not meet', () => {
    expect(
      termOverlap(span(null, '2025-04-01', '2025-04-30', 240), [span(1, '2025-03-01', '2025-06-30', 240)]),
    ).toBeNull();
    expect(
      termOverlap(span(null, '2025-07-01', '2025-07-31', 480), [span(1, '2025-03-01', '2025-06-30', 480)]),
    ).toBeNull();
  });

  it('ignores the term itself (an edit), other people, and names only the terms that push a day over', () => {
    const candidate = span(1, '2025-03-01', '2025-03-31', 480);
    expect(termOverlap(candidate, [span(1, '2025-03-01', '2025-03-31', 480)])).toBeNull();
    expect(termOverlap(candidate, [span(2, '2025-03-01', '2025-03-31', 480, 8)])).toBeNull();
    const result = termOverlap(span(null, '2025-03-01', '2025-03-31', 300), [
      span(3, '2025-03-01', '2025-03-10', 120),
      span(4, '2025-03-20', '2025-03-31', 240),
    ]);
    expect(result).toMatchObject({ from: '2025-03-20', to: '2025-03-31', peakMinutes: 540 });
    expect(result?.terms.map((term) => term.id)).toEqual([4]);
  });
});
