import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ControlBar } from './control-bar';
import { ListSearchField } from './list-search-field';

export type FilterBarSearch = { value: string; onChange: (text: string) => void; placeholder?: string };

// A list's filters in one row: the quick search first, the screen's own filters, then "Clear filters"
// while any is set.
export function FilterBar({
  label,
  search,
  activeCount,
  onClear,
  children,
}: {
  // The search landmark's name, e.g. 'Filter employees'.
  label: string;
  search?: FilterBarSearch;
  activeCount: number;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <ControlBar role="search" label={label}>
      {search ? (
        <ListSearchField value={search.value} onChange={search.onChange} placeholder={search.placeholder} />
      ) : null}
      {children}
      {activeCount > 0 ? (
        <Button startIcon={<FilterAltOff />} onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </ControlBar>
  );
}
