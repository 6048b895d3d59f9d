import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';

export type ListEmptyText = { title: string; description?: ReactNode };

export type ListEmptyStateProps = {
  // The filters left nothing (rather than there being nothing at all).
  filtered: boolean;
  // Said when the filters left nothing: 'No invoices match', 'Try fewer filters…'.
  noMatch: ListEmptyText;
  // Said when there is nothing at all, with what to do about it where there is something.
  empty: ListEmptyText & { action?: ReactNode };
  // "Clear filters" under the no-match text; left out where the filter bar's own button is the way back.
  onClearFilters?: () => void;
};

// A list's empty table: none matching (with "Clear filters"), or none yet.
export function ListEmptyState({ filtered, noMatch, empty, onClearFilters }: ListEmptyStateProps) {
  if (!filtered)
    return <EmptyState title={empty.title} description={empty.description} action={empty.action} />;
  return (
    <EmptyState
      title={noMatch.title}
      description={noMatch.description}
      action={onClearFilters ? <Button onClick={onClearFilters}>Clear filters</Button> : undefined}
    />
  );
}
