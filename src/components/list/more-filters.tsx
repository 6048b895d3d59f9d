import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';

// A filter bar's less asked filters behind "More filters": not rendered (nor their code loaded, when
// they load it on mount, as the date fields do) until opened. Any of them set by the link keeps them
// open, and the button goes: a set filter is never hidden.
export function MoreFilters({ set, children }: { set: boolean; children: ReactNode }) {
  const regionId = useId();
  const [open, setOpen] = useState(set);
  const shown = open || set;
  return (
    <>
      {set ? null : (
        <Button
          startIcon={<Tune />}
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          More filters
        </Button>
      )}
      {shown ? (
        <Box id={regionId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, width: '100%' }}>
          {children}
        </Box>
      ) : null}
    </>
  );
}
