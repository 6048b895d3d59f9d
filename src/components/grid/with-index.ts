import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { withKeptIndex } from '@/lib/grid-cursor';

// A virtualiser's range extractor that keeps the cursor's index rendered, so aria-activedescendant
// always names an element, even after the pointer scrolled the cursor out of view.
export const withIndex = (index: number) => (range: Range) =>
  withKeptIndex(defaultRangeExtractor(range), index, range.count);
