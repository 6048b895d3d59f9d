import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ConflictFixItem, ConflictItem } from './conflict-items';

type Props = {
  open: boolean;
  items: readonly ConflictItem[];
  editable: boolean;
  busy: boolean;
  onFix: (fix: ConflictFixItem) => void;
  onClose: () => void;
};

// Every conflict of the people in view in words, each with the fixes that apply to it (C opens it).
export function ConflictPanel({ open, items, editable, busy, onFix, onClose }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar (which sits over the navigation drawer), or it covers the close button.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 } } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Conflicts ({items.length})
        </Typography>
        <IconButton aria-label="Close the conflicts" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      {items.length === 0 ? (
        <Typography sx={{ px: 2 }} color="text.secondary">
          No conflicts in view: nobody is booked over capacity, on leave or on a holiday.
        </Typography>
      ) : (
        <List aria-labelledby={titleId} sx={{ pt: 0 }}>
          {items.map((item) => (
            <ListItem key={item.key} divider sx={{ display: 'block' }}>
              <Typography variant="body2">{item.text}</Typography>
              {editable ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {item.fixes.map((fix) => (
                    <Button
                      key={fix.label}
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onFix(fix)}
                    >
                      {fix.label}
                    </Button>
                  ))}
                </Box>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Drawer>
  );
}
