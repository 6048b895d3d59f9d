import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useDeleteSavedFilter } from '@/api/saved-filters/saved-filter.mutations';
import { useSavedFilters } from '@/api/saved-filters/saved-filter.queries';
import type { SavedFilter, SavedFilterList } from '@/api/saved-filters/saved-filter.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';

// Shown only when there is more than one page of saved filters.
const Pagination = dynamic(() => import('@mui/material/Pagination'), { ssr: false });
const ConfirmDialog = dynamic(
  () => import('@/components/feedback/confirm-dialog').then((m) => m.ConfirmDialog),
  {
    ssr: false,
  },
);

// The saved filters popover: the list a page at a time, apply, delete after asking, and the step to save
// the current filter. Loaded when the menu first opens; stays mounted so it closes with its transition.
export function SavedFiltersPanel({
  anchor,
  onClose,
  hasFilters,
  onSave,
  onApply,
  list,
}: {
  list?: SavedFilterList;
  anchor: HTMLElement | null;
  onClose: () => void;
  hasFilters: boolean;
  onSave: () => void;
  onApply: (filters: Record<string, string>) => void;
}) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const saved = useSavedFilters(page, undefined, list);
  const remove = useDeleteSavedFilter();

  return (
    <>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 360 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1 }}>
            Saved filters
          </Typography>
          <Button
            size="small"
            disabled={!hasFilters}
            title={hasFilters ? undefined : 'Set a filter first'}
            onClick={() => {
              onClose();
              onSave();
            }}
          >
            Save current filter
          </Button>
        </Box>
        <Divider />
        <Box sx={{ p: saved.isPending || saved.isError ? 2 : 0 }}>
          {saved.isPending ? (
            <LoadingState rows={3} label="Loading saved filters" />
          ) : saved.isError ? (
            <ErrorState message="Saved filters could not be loaded." onRetry={() => void saved.refetch()} />
          ) : saved.data.data.length === 0 ? (
            <EmptyState
              title="No saved filters yet"
              description="Filter the list, then save the filter to come back to it."
            />
          ) : (
            <List aria-label="Saved filter list" dense>
              {saved.data.data.map((filter) => (
                <ListItem
                  key={filter.id}
                  disablePadding
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`Delete saved filter ${filter.name}`}
                      onClick={() => setDeleting(filter)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    onClick={() => {
                      onClose();
                      onApply(filter.filters);
                    }}
                  >
                    <ListItemText
                      primary={filter.name}
                      secondary={`${Object.keys(filter.filters).length} settings`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
        {saved.data && saved.data.last_page > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Pagination
              size="small"
              count={saved.data.last_page}
              page={page}
              onChange={(_event, next) => setPage(next)}
            />
          </Box>
        ) : null}
      </Popover>
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete saved filter?"
          description={`“${deleting.name}” will be removed from your saved filters.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </>
  );
}
