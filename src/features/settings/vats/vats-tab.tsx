import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Vat } from '@/api/vats/vat.schemas';
import { useVats } from '@/api/vats/vats.reference';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';
import { countryName } from '@/lib/display-names';

const TITLE = 'VATs';

const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

// "18 %", "5.5 %".
const vatRateText = (percentage: number): string => `${PERCENT.format(percentage)} %`;

const countryText = (country: Vat['country']): string =>
  country === null ? 'Any' : `${countryName(country)} (${country})`;

// GET vats, read-only (the spec has no call that changes them): each rate, its country, whether it is
// reverse charge, and which one invoices start with (said in words, not by colour).
export function VatsTab() {
  const vats = useVats();
  const rows = vats.data ?? [];
  return (
    <SectionPanel
      title={TITLE}
      editable={false}
      isEmpty={vats.isSuccess && rows.length === 0}
      emptyTitle="No VATs yet"
      emptyDescription="VATs are set up by the back office; they show here once there are any."
    >
      <QueryStates
        query={vats}
        loadingLabel="Loading the VATs"
        errorMessage="The VATs could not be loaded."
        rows={4}
      />
      {vats.isSuccess ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            VATs are managed by the back office and cannot be changed here. Invoices charge them (the default
            one unless another is chosen), and each is matched to a MoneyBird tax rate in the MoneyBird
            set-up.
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={TITLE}>
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Rate</TableCell>
                  <TableCell>Country</TableCell>
                  <TableCell>Reverse charge</TableCell>
                  <TableCell>Default</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((vat) => (
                  <TableRow key={vat.id}>
                    <TableCell>{vat.name}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {vatRateText(vat.percentage)}
                    </TableCell>
                    <TableCell>{countryText(vat.country)}</TableCell>
                    <TableCell>{vat.reverse_charge ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{vat.is_default ? <Chip size="small" label="Default" /> : null}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </SectionPanel>
  );
}
