import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { isApiError } from '@/api/api-error';
import type { TimeOffPreview } from '@/api/time-offs/time-off.schemas';
import { toCents } from '@/lib/cents';
import { formatByCurrency, sumByCurrency } from '@/lib/currency-totals';
import { daysText } from '@/lib/time-off-balance-text';
import {
  leaveKindLabel,
  skippedDaysLabel,
  timeOffDatesLabel,
  timeOffStatusLabel,
  workingTimeLabel,
} from '@/lib/time-off-labels';
import { toFieldMessages } from '@/lib/server-errors';

type PreviewQuery = {
  data: TimeOffPreview | undefined;
  error: unknown;
  isFetching: boolean;
  isError: boolean;
};

const day = (value: string) => format(parseISO(value), 'd MMM yyyy');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0.25 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}:{' '}
      </Typography>
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </ListItem>
  );
}

// What the request would cost and touch, asked again a moment after each change: working days and
// hours, the days that cost nothing, the balance, eligibility, teammates off, project bookings and
// the approvers it goes to. Nothing is stored.
export function PreviewPanel({ preview, ready }: { preview: PreviewQuery; ready: boolean }) {
  const headingId = useId();
  const data = preview.data;
  const year = new Date().getFullYear();
  let body: React.ReactNode;
  if (!ready)
    body = (
      <Typography variant="body2" color="text.secondary">
        Choose the type and the days to see what the request costs.
      </Typography>
    );
  else if (preview.isError) {
    const messages =
      isApiError(preview.error) && preview.error.status === 422
        ? toFieldMessages(preview.error.fieldErrors).map((item) => item.message)
        : ['The preview could not be worked out; the request can still be sent.'];
    body = (
      <Alert severity="warning">
        {messages.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Alert>
    );
  } else if (!data)
    body = <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Working out the preview" />;
  else {
    const skipped = skippedDaysLabel(data.skipped);
    // Revenue only when the API gives it (those who may read booking money): otherwise hours alone.
    const revenue = formatByCurrency(
      sumByCurrency(
        data.allocations.flatMap((item) =>
          item.revenue ? [{ currency: item.revenue.currency, cents: toCents(item.revenue.amount) }] : [],
        ),
      ),
    );
    body = (
      <List dense disablePadding>
        <Row label="Working time">{workingTimeLabel(data.working_days, data.hours)}</Row>
        {skipped ? <Row label="Not counted">{skipped}</Row> : null}
        {data.balance_before !== null && data.balance_after !== null ? (
          <Row label="Vacation balance">
            {daysText(data.balance_before)} → {daysText(data.balance_after)}
          </Row>
        ) : null}
        {!data.eligible ? (
          <Row label="Eligibility">
            {data.eligible_from
              ? `Full allowance from ${day(data.eligible_from)}; trial days only until then`
              : 'Not yet eligible'}
          </Row>
        ) : null}
        <Row label="Teammates off">
          {data.overlaps.length === 0
            ? 'No one'
            : data.overlaps
                .map(
                  (item) =>
                    `${item.user.name} (${leaveKindLabel(item.type).toLowerCase()}, ${timeOffDatesLabel(item.start_date, item.end_date, year)}, ${timeOffStatusLabel(item.status).toLowerCase()})`,
                )
                .join('; ')}
        </Row>
        <Row label="Project bookings">
          {data.allocations.length === 0
            ? 'None touched'
            : `${data.allocations.map((item) => `${item.project.title} ${item.hours}`).join(', ')}${revenue ? ` · ${revenue} revenue` : ''}`}
        </Row>
        <Row label="Goes to">
          {data.approvers.length === 0
            ? '—'
            : [...data.approvers]
                .sort((a, b) => a.step - b.step)
                .map((item) => `${item.step}. ${item.reviewer.name}`)
                .join(', ')}
        </Row>
      </List>
    );
  }
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={preview.isFetching || undefined}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3" id={headingId}>
        Preview
      </Typography>
      <Box aria-live="polite">{body}</Box>
    </Box>
  );
}
