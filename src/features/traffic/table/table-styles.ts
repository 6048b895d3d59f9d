import { alpha, type Theme } from '@mui/material/styles';

// One set of class rules for the grid's many cells (cheaper than a style per cell); bands are drawn
// as a background AND said in text, never by colour alone.
export function tableGridSx(theme: Theme) {
  const line = `1px solid ${theme.palette.divider}`;
  const stripes = `repeating-linear-gradient(135deg, transparent 0 6px, ${alpha(theme.palette.text.primary, 0.07)} 6px 9px)`;
  return {
    '& .tt-row': { position: 'absolute', left: 0, display: 'flex', borderBottom: line },
    '& .tt-cell': {
      flex: 'none',
      boxSizing: 'border-box',
      padding: '4px 8px',
      borderRight: line,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      overflow: 'hidden',
      fontSize: '0.8125rem',
      lineHeight: 1.3,
      background: theme.palette.background.paper,
      position: 'relative',
    },
    '& .tt-pinned': { position: 'sticky', zIndex: 2 },
    '& .tt-num': { alignItems: 'flex-end', fontVariantNumeric: 'tabular-nums' },
    '& .tt-head': { fontWeight: 600, background: theme.palette.grey[100], color: theme.palette.text.primary },
    '& .tt-group .tt-cell': { background: theme.palette.grey[50], fontWeight: 600 },
    '& .tt-sub': { color: theme.palette.text.secondary, fontSize: '0.75rem' },
    '& .tt-band-free': { background: alpha(theme.palette.success.main, 0.1) },
    '& .tt-band-partial': { background: alpha(theme.palette.primary.main, 0.14) },
    '& .tt-band-full': { background: alpha(theme.palette.primary.main, 0.28) },
    '& .tt-band-over': { background: alpha(theme.palette.error.main, 0.18) },
    '& .tt-over': { color: theme.palette.error.dark, fontWeight: 600 },
    '& .tt-tentative': { backgroundImage: stripes },
    '& .tt-cursor': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
      zIndex: 3,
    },
    '& .tt-error': { color: theme.palette.error.dark, fontSize: '0.75rem' },
    '& .tt-marks': { color: theme.palette.text.secondary, fontSize: '0.75rem', letterSpacing: 1 },
    '& .tt-input': {
      width: '100%',
      font: 'inherit',
      padding: '2px 4px',
      border: `1px solid ${theme.palette.primary.main}`,
      borderRadius: 4,
    },
  } as const;
}
