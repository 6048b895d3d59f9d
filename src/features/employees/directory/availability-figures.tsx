import type { LinkProps } from 'next/link';
import { memo, useMemo } from 'react';
import type { Employee } from '@/api/users/user-list.schemas';
import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { AVAILABILITY_VALUES } from '@/lib/availability';
import { countByAvailability, NO_AVAILABILITY } from '@/lib/employee-directory';

const ORDER = [...AVAILABILITY_VALUES, NO_AVAILABILITY];
// The filter's own wording for people with no availability in force.
const labelOf = (availability: string) => (availability === NO_AVAILABILITY ? 'Not set' : availability);

// Who can be staffed at a glance: people per availability among those the other filters leave; a card
// applies its availability as the filter, a second time removes it (a link: it opens in a new tab too).
// Memoised: a keystroke in the search box re-renders the page, and the cards only change with the rows.
export const AvailabilityFigures = memo(function AvailabilityFigures({
  rows,
  selected,
  hrefFor,
  loading,
}: {
  rows: readonly Employee[];
  selected: string | null;
  hrefFor: (availability: string | null) => LinkProps['href'];
  loading: boolean;
}) {
  const cards: KpiCard[] = useMemo(
    () =>
      countByAvailability(rows, ORDER).map(({ availability, count }) => ({
        id: availability,
        label: labelOf(availability),
        value: count,
        // The card of the filter applied takes it off again.
        href: hrefFor(selected === availability ? null : availability),
        active: selected === availability,
      })),
    [rows, selected, hrefFor],
  );
  return <KpiStrip label="People by availability" cards={cards} loading={loading} />;
});
