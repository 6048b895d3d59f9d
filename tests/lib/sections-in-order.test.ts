import { sectionsShown } from '@/lib/sections-in-order';

describe('sections shown in order', () => {
  it('shows the sections down to the first still loading, none below it', () => {
    expect(sectionsShown([false, false, true, false])).toBe(3);
    expect(sectionsShown([true, false])).toBe(1);
  });

  it('shows every section once all have loaded', () => {
    expect(sectionsShown([false, false, false])).toBe(3);
    expect(sectionsShown([])).toBe(0);
  });
});
