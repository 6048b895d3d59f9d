import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ViewColumn from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export type ColumnMenuItem = { id: string; label: string; visible: boolean; hideable: boolean };

// Show, hide and order the columns with buttons, so it works from the keyboard and a screen reader.
export function ColumnMenu({
  columns,
  onVisibleChange,
  onMove,
  onReset,
}: {
  columns: ColumnMenuItem[];
  onVisibleChange: (id: string, visible: boolean) => void;
  onMove: (id: string, step: -1 | 1) => void;
  onReset: () => void;
}) {
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = columns.filter((column) => column.visible).length;

  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
    </>
  );
}
