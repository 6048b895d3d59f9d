import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

type QueryLike = { isPending: boolean; isError: boolean; refetch: () => unknown };

// What a section shows while its data loads (a skeleton) or when it could not (the reason, with Retry);
// nothing once the data is there.
export function QueryStates({
  query,
  loadingLabel,
  errorMessage,
  rows,
}: {
  query: QueryLike;
  loadingLabel: string;
  errorMessage: string;
  rows?: number;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} rows={rows} />;
  if (query.isError) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  return null;
}
