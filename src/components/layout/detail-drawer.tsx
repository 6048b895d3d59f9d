import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { NotFoundView } from '@/components/feedback/not-found-view';
import { QueryStates } from '@/components/feedback/query-states';

export type DetailDrawerProps<Id> = {
  // What the address names, or null when it names nothing (a bad id): the drawer then says so.
  id: Id | null;
  // The close button's accessible name ("Close invoice").
  closeLabel: string;
  width: number;
  // From which screen width the drawer stops covering the whole screen.
  widthFrom?: 'sm' | 'md';
  onClose: () => void;
  // The detail, given the id its heading must carry: the drawer is named by it.
  children: (id: Id, titleId: string) => ReactNode;
};

// One thing whole, opened by the address: a modal side panel named by the detail's heading.
export function DetailDrawer<Id>({
  closeLabel,
  width,
  widthFrom = 'md',
  id,
  onClose,
  children,
}: DetailDrawerProps<Id>) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      // Above the app bar, which sits over the navigation drawer: the detail is modal.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', [widthFrom]: width } },
        } as object,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ px: 3, pb: 3 }}>
        {id === null ? (
          <Box id={titleId}>
            <NotFoundView />
          </Box>
        ) : (
          children(id, titleId)
        )}
      </Box>
    </Drawer>
  );
}

export type DetailDrawerStatesProps = {
  titleId: string;
  // The drawer's name while there is no heading yet ("Invoice").
  label: string;
  query: Parameters<typeof QueryStates>[0]['query'];
  loadingLabel: string;
  errorMessage: string;
};

// The detail's skeleton or its error with Retry, still naming the drawer.
export function DetailDrawerStates({ titleId, label, ...states }: DetailDrawerStatesProps) {
  return (
    <Box id={titleId} aria-label={label}>
      <QueryStates {...states} />
    </Box>
  );
}
