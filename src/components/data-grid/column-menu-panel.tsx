import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ColumnMenuItem } from './column-menu';

export type ColumnMenuPanelProps = {
  columns: ColumnMenuItem[];
  onVisibleChange: (id: string, visible: boolean) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onReset: () => void;
  anchor: HTMLElement;
  onClose: () => void;
};

// The open column menu: a checkbox to show each column, buttons to move it.
export function ColumnMenuPanel({
  columns,
  onVisibleChange,
  onMove,
  onReset,
  anchor,
  onClose,
}: ColumnMenuPanelProps) {
  const headingId = useId();
  const shown = columns.filter((column) => column.visible).length;
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 300, p: 1 } } }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 1, py: 0.5 }}>
        Columns
      </Typography>
      <Box component="ul" aria-label="Column list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {columns.map((column, index) => (
          <Box component="li" key={column.id} sx={{ display: 'flex', alignItems: 'center', pl: 1 }}>
            <FormControlLabel
              sx={{ flex: 1, mr: 0 }}
              label={column.label}
              control={
                <Checkbox
                  size="small"
                  checked={column.visible}
                  // The last shown column stays: a table needs one.
                  disabled={!column.hideable || (column.visible && shown === 1)}
                  onChange={(event) => onVisibleChange(column.id, event.target.checked)}
                />
              }
            />
            <IconButton
              size="small"
              aria-label={`Move ${column.label} up`}
              disabled={index === 0}
              onClick={() => onMove(column.id, -1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Move ${column.label} down`}
              disabled={index === columns.length - 1}
              onClick={() => onMove(column.id, 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 0.5 }}>
        <Button size="small" onClick={onReset}>
          Reset columns
        </Button>
      </Box>
    </Popover>
  );
}
