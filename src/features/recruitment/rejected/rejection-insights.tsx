import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useRejectionInsights } from '@/api/recruitment/recruitment.queries';
import { ErrorState } from '@/components/feedback/error-state';
import { dayLabel } from '@/lib/calendar-day';
import type { RejectionPeriod } from '@/features/recruitment/rejected/rejected-candidate-url';
import { InsightBars, type InsightBar } from './insight-bars';

const dayOf = (text: string) => dayLabel(new Date(`${text}T00:00:00`));

// Where the pipeline leaks in the period: rejections by reason (most first) and by the stage they
// were at (in the pipeline's order, as the API gives them).
export function RejectionInsights({ period }: { period: RejectionPeriod }) {
  const headingId = useId();
  const insights = useRejectionInsights(period);
  const data = insights.data;
  const reasons: InsightBar[] = useMemo(
    () =>
      [...(data?.by_reason ?? [])]
        .sort((a, b) => b.count - a.count)
        .map((row) => ({ key: String(row.reason.id), name: row.reason.name, count: row.count })),
    [data],
  );
  const stages: InsightBar[] = useMemo(
    () => (data?.by_stage ?? []).map((row) => ({ key: row.stage, name: row.name, count: row.count })),
    [data],
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h2" component="h2">
        Why and where candidates leave
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {data
          ? `${data.total} ${data.total === 1 ? 'rejection' : 'rejections'} from ${dayOf(period.from)} to ${dayOf(period.to)}`
          : `From ${dayOf(period.from)} to ${dayOf(period.to)}`}
      </Typography>
      {insights.isError ? (
        <ErrorState
          message="The breakdown of rejections could not be loaded."
          onRetry={() => void insights.refetch()}
        />
      ) : data?.total === 0 ? (
        <Typography color="text.secondary">No rejections in this period.</Typography>
      ) : (
        // While it loads, both lists hold their places with skeleton lines (no shift when it arrives).
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
          role={data ? undefined : 'progressbar'}
          aria-label={data ? undefined : 'Loading the breakdown of rejections'}
          aria-busy={data ? undefined : true}
        >
          <InsightBars title="By reason" bars={data ? reasons : undefined} total={data?.total ?? 0} />
          <InsightBars
            title="By stage at rejection"
            bars={data ? stages : undefined}
            total={data?.total ?? 0}
          />
        </Box>
      )}
    </Paper>
  );
}
