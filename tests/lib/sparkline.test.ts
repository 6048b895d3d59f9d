import { sparklinePoints } from '@/lib/sparkline';

describe('sparklinePoints', () => {
  it('puts every series on one scale from 0 to the largest value', () => {
    const [forecast, actual] = sparklinePoints(
      [
        [0, 50, 100],
        [0, 25, 50],
      ],
      { width: 22, height: 12, padding: 1 },
    );
    // x from 1 to 21 in two steps; y from 11 (0) up to 1 (100).
    expect(forecast).toBe('1,11 11,6 21,1');
    expect(actual).toBe('1,11 11,8.5 21,6');
  });

  it('draws nothing for an empty series, a level line for one value, and the baseline for zeros or negatives', () => {
    const box = { width: 10, height: 10, padding: 0 };
    expect(sparklinePoints([[]], box)).toEqual(['']);
    expect(sparklinePoints([[5]], box)).toEqual(['0,0 10,0']);
    expect(sparklinePoints([[0, 0]], box)).toEqual(['0,10 10,10']);
    expect(sparklinePoints([[-5, 10]], box)).toEqual(['0,10 10,0']);
  });
});
