import { alpha, type SxProps, type Theme } from '@mui/material/styles';

// Every body cell and row is styled by one set of rules on the table, never by an `sx` of its own:
// each `sx` is resolved and serialised again on every render of every row, the most of a list's
// first render after React's own work. Cells that stay put while the table scrolls sideways carry
// `data-sticky`: 'select' (the checkboxes) or 'column' (the first column).
export type StickyCell = 'select' | 'column';

export type TableStyleOptions = {
  // The checkbox column's width (or 0) when the first column is sticky; null when none is.
  stickyColumnLeft: number | null;
  // Rows open something when clicked.
  clickableRows: boolean;
};

export function tableSx({ stickyColumnLeft, clickableRows }: TableStyleOptions): SxProps<Theme> {
  return (theme: Theme) => {
    const tint = (color: string) => `linear-gradient(${color}, ${color})`;
    const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return {
      // Fixed layout: widths come from the columns, not from whichever rows happen to be rendered.
      tableLayout: 'fixed',
      // A long word (an e-mail, an IBAN) wraps inside its cell rather than widening the column.
      '& tbody td': { overflowWrap: 'anywhere' },
      // The rows (not the spacers or the empty state, which have no data-index).
      ...(clickableRows ? { '& tbody tr[data-index]': { cursor: 'pointer' } } : {}),
      // The row the list's keyboard shortcuts act on.
      '& tbody tr[data-active]': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: '-2px',
      },
      ...(stickyColumnLeft === null
        ? {}
        : {
            '& [data-sticky]': {
              position: 'sticky',
              zIndex: 1,
              // Opaque, so the scrolling cells pass under it; the row's tints are drawn over it below.
              backgroundColor: theme.palette.background.paper,
            },
            '& [data-sticky="select"]': { left: 0 },
            '& [data-sticky="column"]': {
              left: stickyColumnLeft,
              boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
            },
            // The header's and footer's corner stays above both the rows and the other header cells.
            '& thead [data-sticky], & tfoot [data-sticky]': { zIndex: 3 },
            '& thead [data-sticky]': { backgroundColor: theme.palette.background.default },
            '& tbody tr.MuiTableRow-hover:hover > [data-sticky]': {
              backgroundImage: tint(theme.palette.action.hover),
            },
            '& tbody tr.Mui-selected > [data-sticky]': { backgroundImage: tint(selected) },
          }),
    };
  };
}
