import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import AttachFile from '@mui/icons-material/AttachFileOutlined';
import { downloadMedia } from '@/api/media/media.api';
import type { TimeOff, TimeOffAttachment } from '@/api/time-offs/time-off.schemas';
import { useTimeOff } from '@/api/time-offs/time-off.queries';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { DetailDrawer, DetailDrawerStates } from '@/components/layout/detail-drawer';
import { mayDo, type TimeOffAction } from '@/lib/time-off-actions';
import { daysText } from '@/lib/time-off-balance-text';
import { othersOffDetail } from '@/lib/time-off-others';
import {
  approvalStepLabel,
  exclusionLabel,
  skippedDaysLabel,
  timeOffTypeLabel,
  workingTimeLabel,
} from '@/lib/time-off-labels';
import { ApprovalSteps } from './approval-steps';
import { DrawerSection } from '@/components/layout/drawer-section';
import { RequestHistory } from './request-history';
import { TimeOffDates } from './time-off-dates';
import { TimeOffStatusChip } from './time-off-status-chip';
import { useRequestActions } from './use-request-actions';
import { useTimeOffActor } from './use-time-off-actor';

export type RequestDrawerProps = { id: number | null; onClose: () => void };

const WIDTH = 480;

// One request whole: its days and cost, the approval steps, who did what, and what may be done now.
export function RequestDrawer({ id, onClose }: RequestDrawerProps) {
  return (
    <DetailDrawer closeLabel="Close request" width={WIDTH} widthFrom="sm" id={id} onClose={onClose}>
      {(id, titleId) => <RequestDetail id={id} titleId={titleId} onClose={onClose} />}
    </DetailDrawer>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

const ACTION_LABELS: Record<TimeOffAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  edit: 'Edit',
  withdraw: 'Withdraw',
  exclusion: 'Exclusion',
};
const ACTIONS: TimeOffAction[] = ['approve', 'reject', 'edit', 'withdraw', 'exclusion'];

function RequestDetail({ id, titleId, onClose }: { id: number; titleId: string; onClose: () => void }) {
  const request = useTimeOff(id);
  const { actor, today } = useTimeOffActor();
  const { actions, dialogs } = useRequestActions({ onWithdrawn: onClose });
  const data = request.data;
  if (!data) {
    return (
      <DetailDrawerStates
        titleId={titleId}
        label="Time-off request"
        query={request}
        loadingLabel="Loading the request"
        errorMessage="The request could not be loaded."
      />
    );
  }
  const offered = ACTIONS.filter((action) => mayDo(action, data, actor, today));
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h2" id={titleId}>
          {data.user.name}: {timeOffTypeLabel(data.type)}
        </Typography>
        <TimeOffDates request={data} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TimeOffStatusChip status={data.status} />
          <Typography variant="body2">
            {approvalStepLabel(data.status, data.approvals, data.waiting_for)}
          </Typography>
        </Stack>
        {offered.length > 0 ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label="Request actions"
          >
            {offered.map((action) => (
              <Button
                key={action}
                variant={action === 'approve' ? 'contained' : 'outlined'}
                color={action === 'withdraw' ? 'error' : 'primary'}
                onClick={() => actions[action](data)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Stack>
        ) : null}
      </Box>
      <RequestFacts request={data} />
      <ApprovalSteps approvals={data.approvals} />
      <RequestHistory entries={data.history} />
      {dialogs}
    </Stack>
  );
}

// A stored file (the sick note) is fetched with the signed-in file request, GET media/{id}, never
// opened through the `url` the API gives: that is relative to the API, and the token would not go along.
function AttachmentDownload({ attachment }: { attachment: TimeOffAttachment }) {
  const download = useDownload();
  return (
    <>
      <Button
        size="small"
        startIcon={<AttachFile aria-hidden />}
        sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
        aria-label={`Download ${attachment.name}`}
        onClick={() =>
          void download.start(`Downloading ${attachment.name}`, (onProgress) =>
            downloadMedia(attachment.id, onProgress, attachment.name),
          )
        }
      >
        {attachment.name}
      </Button>
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}

function RequestFacts({ request }: { request: TimeOff }) {
  const skipped = skippedDaysLabel(request.skipped);
  return (
    <DrawerSection title="Details">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Fact label="Working time">{workingTimeLabel(request.working_days, request.hours)}</Fact>
        {skipped ? <Fact label="Not counted">{skipped}</Fact> : null}
        {request.balance_after !== null ? (
          <Fact label="Balance after">{daysText(request.balance_after)}</Fact>
        ) : null}
        <Fact label="Exclusion">
          {exclusionLabel(request.exclusion)}
          {request.exclusion === 'partially' ? ` (${daysText(request.excluded_days)})` : ''}
        </Fact>
        <Fact label="Department">{request.user.department?.name ?? '—'}</Fact>
        {request.user.department ? (
          <Fact label={`Also off in ${request.user.department.name}`}>
            {othersOffDetail(request.others_off) || 'Nobody'}
          </Fact>
        ) : null}
        <Fact label="Note">{request.note ?? '—'}</Fact>
        <Fact label="Attachment">
          {request.attachment ? <AttachmentDownload attachment={request.attachment} /> : '—'}
        </Fact>
        <Fact label="Requested">
          {request.created_by.name}, {format(parseISO(request.created_at), 'd MMM yyyy')}
        </Fact>
      </Box>
    </DrawerSection>
  );
}
