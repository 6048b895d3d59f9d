import type { HistoryEntry } from '@/api/time-offs/time-off.schemas';
import { HistorySection } from '@/components/layout/history-section';
import { historyActionLabel } from '@/lib/time-off-labels';

// Who did what to the request, and when, with the reason given; newest first.
export function RequestHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const lines = entries.map((entry) => ({
    at: entry.at,
    what: historyActionLabel(entry.action),
    by: entry.by.name,
    comment: entry.comment,
  }));
  return <HistorySection title="History" lines={lines} />;
}
