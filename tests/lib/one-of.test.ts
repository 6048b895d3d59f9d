import { isOneOf } from '@/lib/one-of';

describe('a value from a link is one of a fixed set', () => {
  const isColour = isOneOf(['red', 'green'] as const);

  it('takes the set’s values and nothing else, not even another case', () => {
    expect(['red', 'green', 'Red', 'blue', ''].filter(isColour)).toEqual(['red', 'green']);
  });

  it('takes no missing value', () => {
    expect(isColour(null)).toBe(false);
    expect(isColour(undefined)).toBe(false);
  });
});
