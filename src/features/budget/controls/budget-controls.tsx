import type { BudgetVersion } from '@/api/budget/budget.schemas';
import { PeriodGranularityToggle } from '@/components/finance/period-granularity-toggle';
import { CompactSelect } from '@/components/form/compact-select';
import { ControlBar } from '@/components/list/control-bar';
import type { BudgetView } from '@/lib/budget-rows';

const versionLabel = (version: BudgetVersion) =>
  `${version.name} (${version.status === 'locked' ? 'locked' : 'draft'})`;

// Year, version, months or quarters, and the currency shown: all in the address.
export function BudgetControls({
  year,
  years,
  versions,
  versionId,
  view,
  currency,
  currencies,
  onChange,
}: {
  year: number;
  years: readonly number[];
  versions: readonly BudgetVersion[];
  versionId: number | null;
  view: BudgetView;
  currency: string | null;
  currencies: readonly string[];
  onChange: (patch: {
    year?: number;
    version?: number | null;
    view?: BudgetView;
    cur?: string | null;
  }) => void;
}) {
  return (
    <ControlBar label="Budget view">
      <CompactSelect
        label="Year"
        value={String(year)}
        onChange={(value) => onChange({ year: Number(value), version: null })}
        options={years.map((option) => ({ value: String(option), label: String(option) }))}
      />
      {versions.length > 0 ? (
        <CompactSelect
          label="Version"
          value={versionId === null ? '' : String(versionId)}
          onChange={(value) => onChange({ version: Number(value) })}
          options={versions.map((version) => ({ value: String(version.id), label: versionLabel(version) }))}
        />
      ) : null}
      <PeriodGranularityToggle value={view} onChange={(next) => onChange({ view: next })} />
      <CompactSelect
        label="Currency"
        value={currency ?? ''}
        onChange={(value) => onChange({ cur: value === '' ? null : value })}
        options={currencies.map((code) => ({ value: code, label: code }))}
        emptyLabel="Each in its own"
        emptyShown
      />
    </ControlBar>
  );
}
