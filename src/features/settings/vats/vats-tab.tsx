import Chip from '@mui/material/Chip';
import type { Vat } from '@/api/vats/vat.schemas';
import { useVats } from '@/api/vats/vats.reference';
import { ReadOnlyTablePanel, type ReadOnlyColumn } from '@/components/layout/read-only-table-panel';
import { countryName } from '@/lib/display-names';

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// "18 %", "5.5 %".
const vatRateText = (percentage: number): string => `${PERCENT.format(percentage)} %`;

const countryText = (country: Vat['country']): string =>
  country === null ? 'Any' : `${countryName(country)} (${country})`;

const COLUMNS: readonly ReadOnlyColumn<Vat>[] = [
  { header: 'Name', cell: (vat) => vat.name },
  { header: 'Rate', numeric: true, cell: (vat) => vatRateText(vat.percentage) },
  { header: 'Country', cell: (vat) => countryText(vat.country) },
  { header: 'Reverse charge', cell: (vat) => (vat.reverse_charge ? 'Yes' : 'No') },
  { header: 'Default', cell: (vat) => (vat.is_default ? <Chip size="small" label="Default" /> : null) },
];

// GET vats, read-only (the spec has no call that changes them): each rate, its country, whether it is
// reverse charge, and which one invoices start with (said in words, not by colour).
export function VatsTab() {
  const vats = useVats();
  return (
    <ReadOnlyTablePanel
      title="VATs"
      query={vats}
      rows={vats.data ?? []}
      rowKey={(vat) => vat.id}
      columns={COLUMNS}
      about="VATs are managed by the back office and cannot be changed here. Invoices charge them (the default one unless another is chosen), and each is matched to a MoneyBird tax rate in the MoneyBird set-up."
      loadingLabel="Loading the VATs"
      errorMessage="The VATs could not be loaded."
      emptyTitle="No VATs yet"
      emptyDescription="VATs are set up by the back office; they show here once there are any."
    />
  );
}
