import { alpha, type SxProps, type Theme } from '@mui/material/styles';

// Cells that stay put while the table scrolls sideways carry `data-sticky`: 'select' (the checkboxes)
// or 'column' (the first column). One set of rules on the table styles them all, so rows stay cheap.
export type StickyCell = 'select' | 'column';

// Fixed layout: widths come from the columns, not from whichever rows happen to be rendered.
const FIXED = { tableLayout: 'fixed' } as const;

// The table's styles; `columnLeft` (the checkbox column's width, or 0) when a column is sticky.
export function tableSx(columnLeft: number | null): SxProps<Theme> {
  if (columnLeft === null) return FIXED;
  return (theme: Theme) => {
    const tint = (color: string) => `linear-gradient(${color}, ${color})`;
    const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return {
      ...FIXED,
      '& [data-sticky]': {
        position: 'sticky',
        zIndex: 1,
        // Opaque, so the scrolling cells pass under it; the row's tints are drawn over it below.
        backgroundColor: theme.palette.background.paper,
      },
      '& [data-sticky="select"]': { left: 0 },
      '& [data-sticky="column"]': { left: columnLeft, boxShadow: `inset -1px 0 0 ${theme.palette.divider}` },
      // The header's and footer's corner stays above both the rows and the other header cells.
      '& thead [data-sticky], & tfoot [data-sticky]': { zIndex: 3 },
      '& thead [data-sticky]': { backgroundColor: theme.palette.background.default },
      '& tbody tr.MuiTableRow-hover:hover > [data-sticky]': {
        backgroundImage: tint(theme.palette.action.hover),
      },
      '& tbody tr.Mui-selected > [data-sticky]': { backgroundImage: tint(selected) },
    };
  };
}
