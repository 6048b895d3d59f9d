import { useMemo } from 'react';
import { useTrafficSummary } from '@/api/traffic/traffic.queries';
import type { TrafficFilters } from '@/api/traffic/traffic-list.query';
import { toCents } from '@/lib/cents';
import { addByCurrency, formatByCurrency, sumByCurrency, type CentsByCurrency } from '@/lib/currency-totals';
import type { TrafficGranularity, TrafficPeriod } from '@/lib/traffic-periods';
import type { FooterFigures } from './table-footer-rows';

// Forecast revenue per period and for the span, per currency (never added across currencies), from
// the summary over everyone the filters select. 'hidden' when the API gives no revenue: the caller may
// not read booking money (issue 30, L4).
export function useForecast(
  from: string,
  to: string,
  filters: TrafficFilters,
  granularity: TrafficGranularity,
  periods: readonly TrafficPeriod[],
  currencyOrder: readonly string[],
): Pick<FooterFigures, 'forecast' | 'forecastState'> {
  const summary = useTrafficSummary({ from, to, filters, granularity, groupBy: 'none' });
  return useMemo(() => {
    if (summary.isError) return { forecast: null, forecastState: 'error' };
    if (!summary.data) return { forecast: null, forecastState: 'loading' };
    const periodsOfGroups = summary.data.flatMap((group) => group.periods);
    if (periodsOfGroups.some((period) => period.forecast_revenue === null))
      return { forecast: null, forecastState: 'hidden' };
    const byStart = new Map<string, CentsByCurrency>();
    for (const period of periodsOfGroups) {
      const cents = sumByCurrency(
        (period.forecast_revenue ?? []).map(({ currency, amount }) => ({ currency, cents: toCents(amount) })),
      );
      byStart.set(period.start, addByCurrency(byStart.get(period.start) ?? {}, cents));
    }
    const perPeriod = periods.map((period) => byStart.get(period.from) ?? {});
    const total = perPeriod.reduce(addByCurrency, {});
    return {
      forecast: {
        periods: perPeriod.map((cents) => formatByCurrency(cents, currencyOrder)),
        total: formatByCurrency(total, currencyOrder) || '—',
      },
      forecastState: 'ready',
    };
  }, [summary.isError, summary.data, periods, currencyOrder]);
}
