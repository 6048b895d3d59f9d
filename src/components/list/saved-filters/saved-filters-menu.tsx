import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SavedFilterList } from '@/api/saved-filters/saved-filter.schemas';

// Both loaded when first needed: most visits to the directory never open them.
const SavedFiltersPanel = dynamic(() => import('./saved-filters-panel').then((m) => m.SavedFiltersPanel), {
  ssr: false,
});
const SaveFilterDialog = dynamic(() => import('./save-filter-dialog').then((m) => m.SaveFilterDialog), {
  ssr: false,
});

// Saved filters: save the current one under a name, list them a page at a time, apply, delete.
export function SavedFiltersMenu({
  currentFilters,
  onApply,
  list,
}: {
  currentFilters: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
  // Whose filters: the employees list's unless said.
  list?: SavedFilterList;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  // The list is asked for when the menu first opens, not with every visit to the directory.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkBorder />}
        aria-haspopup="dialog"
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        Saved filters
      </Button>
      {opened ? (
        <SavedFiltersPanel
          anchor={anchor}
          onClose={() => setAnchor(null)}
          hasFilters={Object.keys(currentFilters).length > 0}
          onSave={() => setSaving(true)}
          onApply={onApply}
          list={list}
        />
      ) : null}
      {saving ? (
        <SaveFilterDialog filters={currentFilters} list={list} onClose={() => setSaving(false)} />
      ) : null}
    </>
  );
}
