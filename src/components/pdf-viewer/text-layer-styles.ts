import type { SxProps, Theme } from '@mui/material/styles';

// The part of pdf.js's pdf_viewer.css that its TextLayer relies on (positions and sizes come from CSS
// variables it sets per span). Importing the whole viewer stylesheet would bring hundreds of unused rules.
// The surface sets --total-scale-factor for each drawing.
export const pageSurfaceSx: SxProps<Theme> = {
  position: 'relative',
  bgcolor: 'common.white',
  boxShadow: 1,
  '--scale-round-x': '1px',
  '--scale-round-y': '1px',
  '& > canvas': { display: 'block', width: '100%', height: '100%' },
  '& .textLayer': {
    position: 'absolute',
    inset: 0,
    overflow: 'clip',
    textAlign: 'initial',
    opacity: 1,
    lineHeight: 1,
    textSizeAdjust: 'none',
    forcedColorAdjust: 'none',
    transformOrigin: '0 0',
    caretColor: 'CanvasText',
    zIndex: 0,
    '--min-font-size': 1,
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
  '& .textLayer :is(span, br)': {
    // The canvas shows the glyphs; the text on top is there to be selected, found and read aloud.
    color: 'transparent',
    position: 'absolute',
    whiteSpace: 'pre',
    cursor: 'text',
    transformOrigin: '0% 0%',
  },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': {
    zIndex: 1,
    '--font-height': 0,
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    '--scale-x': 1,
    '--rotate': '0deg',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
  '& .textLayer .markedContent': { display: 'contents' },
  '& .textLayer span[role="img"]': { userSelect: 'none', cursor: 'default' },
  '& .textLayer ::selection': { background: 'color-mix(in srgb, AccentColor, transparent 75%)' },
  '& .textLayer br::selection': { background: 'transparent' },
};
