import * as z from 'zod/mini';
import { listParam, type ListDefaults } from '@/lib/list-params';

// The time-off requests list as it lives in the URL: /time-offs?queue=all&status=pending&type=vacation&
// person=7&from=2025-05-01&to=2025-05-31&sort=start_date:asc. The tab bar's own ?view= is not the list's.

// Which requests: those waiting for my decision, or every one I may see. `default` is what the link
// says when it says nothing: an approver's default is "waiting", anyone else's "all".
export const TIME_OFF_QUEUES = ['default', 'waiting', 'all'] as const;
export type TimeOffQueue = (typeof TIME_OFF_QUEUES)[number];
export type ResolvedTimeOffQueue = Exclude<TimeOffQueue, 'default'>;

export const TIME_OFF_QUEUE_LABELS: Record<ResolvedTimeOffQueue, string> = {
  waiting: 'Waiting for me',
  all: 'All requests',
};

const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const timeOffListSchema = z.object({
  queue: listParam.oneOf(TIME_OFF_QUEUES),
  q: listParam.text(),
  status: listParam.texts(),
  type: listParam.texts(),
  person: listParam.ids(),
  department: listParam.ids(),
  pm: listParam.ids(),
  from: day(),
  to: day(),
});
export type TimeOffListFilters = z.output<typeof timeOffListSchema>;

// The screen's defaults; the sort keys it offers are the API's (features/time-offs/requests adds them).
export const TIME_OFF_LIST_DEFAULTS: ListDefaults<TimeOffListFilters> = {
  filters: {
    queue: 'default',
    q: '',
    status: [],
    type: [],
    person: [],
    department: [],
    pm: [],
    from: null,
    to: null,
  },
  sort: { id: 'start_date', desc: true },
  perPage: 25,
};

// The queue a link shows: an approver lands on what waits for them.
export function resolvedQueue(queue: TimeOffQueue, isApprover: boolean): ResolvedTimeOffQueue {
  if (queue !== 'default') return queue;
  return isApprover ? 'waiting' : 'all';
}
