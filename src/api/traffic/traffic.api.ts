import type { AllocationBatch } from '@/lib/traffic-conflicts';
import type { TrafficGranularity } from '@/lib/traffic-periods';
import { progressOf, requestFile, type DownloadedFile } from '../file-download';
import { request } from '../http';
import {
  trafficExportListQuery,
  trafficIncomingListQuery,
  trafficListQuery,
  trafficSummaryListQuery,
  type TrafficFilters,
  type TrafficIncomingFilters,
} from './traffic-list.query';
import {
  incomingHireListSchema,
  TRAFFIC_MAX_PER_PAGE,
  trafficBatchResultSchema,
  trafficPageSchema,
  trafficSummarySchema,
  type IncomingHire,
  type TrafficBatchResult,
  type TrafficGroupBy,
  type TrafficPage,
  type TrafficSummary,
} from './traffic.schemas';

export const TRAFFIC_CSV_NAME = 'traffic.csv';

export type TrafficPageParams = {
  from: string;
  to: string;
  filters: TrafficFilters;
  page: number;
  perPage?: number;
};

// GET traffic: a page of people (at most 100, by name) with what the planner draws for from..to.
export async function fetchTraffic(
  { from, to, filters, page, perPage = TRAFFIC_MAX_PER_PAGE }: TrafficPageParams,
  signal?: AbortSignal,
): Promise<TrafficPage> {
  return request(trafficPageSchema, {
    method: 'GET',
    url: 'traffic',
    params: trafficListQuery.params({ from, to, ...filters }, { page, perPage }),
    signal,
  });
}

export type TrafficSummaryParams = {
  from: string;
  to: string;
  filters: TrafficFilters;
  granularity: TrafficGranularity;
  groupBy: TrafficGroupBy;
};

// GET traffic/summary: capacity, booking, leave and forecast per group and period, over every person
// the filters select (not one page).
export async function fetchTrafficSummary(
  { from, to, filters, granularity, groupBy }: TrafficSummaryParams,
  signal?: AbortSignal,
): Promise<TrafficSummary> {
  const body = await request(trafficSummarySchema, {
    method: 'GET',
    url: 'traffic/summary',
    params: trafficSummaryListQuery.params({ from, to, ...filters, granularity, group_by: groupBy }),
    signal,
  });
  return body.data;
}

export type IncomingHireParams = TrafficIncomingFilters;

// GET traffic/incoming?from&to&department_ids[]&position_ids[]: candidates about to join (proposed).
export async function fetchIncomingHires(
  params: IncomingHireParams,
  signal?: AbortSignal,
): Promise<IncomingHire[]> {
  const body = await request(incomingHireListSchema, {
    method: 'GET',
    url: 'traffic/incoming',
    params: trafficIncomingListQuery.params(params),
    signal,
  });
  return body.data;
}

// PATCH traffic/allocations: creates, changes and deletes applied together or not at all.
export async function saveTrafficBatch(batch: AllocationBatch): Promise<TrafficBatchResult> {
  const body = await request(trafficBatchResultSchema, {
    method: 'PATCH',
    url: 'traffic/allocations',
    data: batch,
  });
  return body.data;
}

// GET traffic/export?format=csv: the table view's rows (person, period columns) as CSV.
export async function downloadTrafficCsv(
  params: Omit<TrafficSummaryParams, 'groupBy'>,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> {
  const { blob, fileName } = await requestFile({
    method: 'GET',
    url: 'traffic/export',
    mediaTypes: ['text/csv'],
    params: trafficExportListQuery.params({
      from: params.from,
      to: params.to,
      ...params.filters,
      granularity: params.granularity,
      format: 'csv',
    }),
    onDownloadProgress: onProgress ? (event) => onProgress(progressOf(event)) : undefined,
  });
  return { blob, fileName: fileName ?? TRAFFIC_CSV_NAME };
}
