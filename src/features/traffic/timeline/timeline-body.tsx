import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import type { TimelineModel } from './use-timeline-model';

const NO_ALLOCATIONS_TEXT = 'No allocations in this range — drag on a row to create one';

type Props = {
  model: Pick<TimelineModel, 'people' | 'incoming' | 'rows'>;
  editable: boolean;
  // Whether any filter is set, and how to clear them (offered when nobody matches).
  filtered: boolean;
  onClearFilters: () => void;
  // The grid, shown once there are people.
  children: ReactNode;
};

// What stands where the grid goes: loading, the failure, nobody matching; else the grid, under
// what could not be loaded and a hint when the period holds no allocation.
export function TimelineBody({ model, editable, filtered, onClearFilters, children }: Props) {
  const { people } = model;
  const hasAllocations = useMemo(
    () => model.rows.some((row) => row.bars.some((bar) => bar.kind === 'allocation')),
    [model.rows],
  );

  if (people.isPending) return <LoadingState label="Loading the timeline" rows={10} />;
  if (people.isError && people.rows.length === 0)
    return <ErrorState message="The timeline could not be loaded." onRetry={people.retry} />;
  if (people.rows.length === 0)
    return (
      <EmptyState
        title="No people match"
        description="Nobody matches these filters in this period."
        action={
          filtered ? (
            <Button variant="outlined" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <>
      {people.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={people.retry}>
              Retry
            </Button>
          }
        >
          Some people could not be loaded.
        </Alert>
      ) : null}
      {model.incoming.isError ? (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void model.incoming.refetch()}>
              Retry
            </Button>
          }
        >
          Incoming hires could not be loaded.
        </Alert>
      ) : null}
      {hasAllocations ? null : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {editable ? NO_ALLOCATIONS_TEXT : 'No allocations in this range.'}
        </Typography>
      )}
      {children}
    </>
  );
}
