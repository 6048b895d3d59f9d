import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { movedCursor, type CursorBounds, type CursorOptions, type GridCursor } from '@/lib/grid-cursor';

type GridCursorSetup = {
  // A function when the bounds are read at the key (a screen's rows, measured then).
  bounds: CursorBounds | (() => CursorBounds);
  options?: CursorOptions;
  // Puts the cursor on a cell and says so (state, scrolling and the live region for an
  // aria-activedescendant grid, DOM focus for a grid of buttons); false when it could not, so the key
  // goes on to the page.
  moveTo: (next: GridCursor, from: GridCursor) => boolean | void;
  // What the live region reads for a cell; a grid without one leaves it out.
  describe?: (at: GridCursor) => string;
};

// The keyboard half of every grid: a key moves the cursor by the one model of src/lib/grid-cursor, and
// the text of the polite live region (what focus on the grid reads first, what each move says).
export function useGridCursor({ bounds, options, moveTo, describe }: GridCursorSetup) {
  const [announcement, setAnnouncement] = useState('');

  // True when the key was a move and the cursor moved (the key's default is then prevented).
  const moveByKey = (from: GridCursor, event: KeyboardEvent<HTMLElement>): boolean => {
    const next = movedCursor(from, event, typeof bounds === 'function' ? bounds() : bounds, options);
    if (!next || moveTo(next, from) === false) return false;
    event.preventDefault();
    return true;
  };

  // Focus on the grid itself reads the cell under the cursor, once.
  const announceOnFocus = useCallback(
    (event: FocusEvent<HTMLElement>, at: GridCursor) => {
      if (event.target === event.currentTarget && announcement === '' && describe)
        setAnnouncement(describe(at));
    },
    [announcement, describe],
  );

  return { announcement, announce: setAnnouncement, moveByKey, announceOnFocus };
}
