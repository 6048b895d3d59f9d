import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

// Inline styles for the many positioned parts: one emotion class per distinct position would cost
// more than the drawing.

export function rowHeaderStyle(theme: Theme, width: number, height: number): CSSProperties {
  return {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    flex: 'none',
    width,
    height,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    padding: '0 12px',
    boxSizing: 'border-box',
    background: theme.palette.background.paper,
    borderRight: `1px solid ${theme.palette.divider}`,
    lineHeight: 1.3,
  };
}

export function cursorCellStyle(theme: Theme, left: number, width: number, height: number): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left,
    width,
    height,
    boxSizing: 'border-box',
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
    zIndex: 1,
    pointerEvents: 'none',
  };
}

export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
