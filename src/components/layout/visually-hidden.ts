// Read by screen readers, not shown: a header with no visible text, a live announcement.
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx` the numbers 1 mean 100 %, a box as wide as its container that widens the page.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
