import type { LinkProps } from 'next/link';
import { LinkTabs } from '@/components/layout/link-tabs';
import {
  TIME_OFF_QUEUE_LABELS,
  type ResolvedTimeOffQueue,
} from '@/features/time-offs/requests/request-list-url';

// LinkTabs take a text address; the list's hrefFor gives an object.
function hrefText(href: LinkProps['href']): string {
  if (typeof href === 'string') return href;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {}))
    for (const item of [value].flat())
      if (item !== undefined && item !== null) params.append(key, String(item));
  const search = params.toString();
  return `${href.pathname ?? ''}${search ? `?${search}` : ''}`;
}

export const QUEUE_TABS_ID = 'time-off-queue';

// An approver's two views: what waits for their decision (with the count), and every request.
export function QueueTabs({
  queue,
  waitingCount,
  hrefFor,
}: {
  queue: ResolvedTimeOffQueue;
  waitingCount: number | undefined;
  hrefFor: (patch: { queue: ResolvedTimeOffQueue }) => LinkProps['href'];
}) {
  const tabs = (['waiting', 'all'] as const).map((slug) => ({
    slug,
    label:
      slug === 'waiting' && waitingCount !== undefined
        ? `${TIME_OFF_QUEUE_LABELS.waiting} (${waitingCount})`
        : TIME_OFF_QUEUE_LABELS[slug],
    href: hrefText(hrefFor({ queue: slug })),
  }));
  return <LinkTabs label="Requests to show" idPrefix={QUEUE_TABS_ID} tabs={tabs} value={queue} />;
}
