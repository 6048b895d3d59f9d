import { useMemo, useState } from 'react';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';

// Every row seen on any page since the list opened, by id (the latest copy): the selection spans
// pages, and what a bulk decision would act on needs the rows of pages no longer shown.
export function useKnownRequests(rows: readonly TimeOff[]): ReadonlyMap<number, TimeOff> {
  const [known] = useState(() => new Map<number, TimeOff>());
  return useMemo(() => {
    for (const row of rows) known.set(row.id, row);
    return new Map(known);
  }, [known, rows]);
}
