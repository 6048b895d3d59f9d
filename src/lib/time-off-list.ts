import * as z from 'zod/mini';
import { listParam, type ListDefaults } from './list-params';

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

// Sortable columns: the API's sort keys.
export const TIME_OFF_LIST_SORTS = ['start_date', 'user', 'type', 'status', 'working_days'] as const;

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
  sortable: TIME_OFF_LIST_SORTS,
};

// The queue a link shows: an approver lands on what waits for them.
export function resolvedQueue(queue: TimeOffQueue, isApprover: boolean): ResolvedTimeOffQueue {
  if (queue !== 'default') return queue;
  return isApprover ? 'waiting' : 'all';
}

// The list's filters as GET /time-offs takes them (the shape of the api layer's TimeOffFilters; lib
// cannot import the api layer): only what is set.
export type TimeOffQueryFilters = {
  statuses?: string[];
  types?: string[];
  user_ids?: number[];
  department_ids?: number[];
  project_manager_ids?: number[];
  from?: string;
  to?: string;
  awaiting_me?: boolean;
  search?: string;
};

const some = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

export function timeOffQueryFiltersOf(
  filters: TimeOffListFilters,
  queue: ResolvedTimeOffQueue,
): TimeOffQueryFilters {
  const query: TimeOffQueryFilters = {
    statuses: some(filters.status),
    types: some(filters.type),
    user_ids: some(filters.person),
    department_ids: some(filters.department),
    project_manager_ids: some(filters.pm),
    // Overlap: a request counts when any of its days falls between from and to.
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    awaiting_me: queue === 'waiting' || undefined,
    search: filters.q.trim() || undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as TimeOffQueryFilters;
}
