import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { projectStatusLabel } from '@/api/internal-projects/internal-project.schemas';
import { useOldProject } from '@/api/internal-projects/project.queries';
import type { LegacyPayload, LegacyTerm } from '@/api/internal-projects/project-detail.schemas';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { useProjectCurrencyMode } from '../project/use-project-currency-mode';
import { amountOf, dateOf, labelOfKey, otherFields, valueText } from './legacy-view';

const PROJECT_FIELDS = [
  ['title', 'Title'],
  ['client', 'Client'],
  ['status', 'Status'],
  ['manager', 'Project manager'],
  ['start_date', 'Start'],
  ['end_date', 'End'],
  ['currency', 'Project currency'],
  ['description', 'Description'],
] as const;
const KNOWN_PROJECT_KEYS = ['id', ...PROJECT_FIELDS.map(([key]) => key)];
const KNOWN_TOP_KEYS = [
  'project',
  'currency',
  'in_project_currency',
  'exchange_rate',
  'terms',
  'totals',
  'invoices_count',
];
const KNOWN_TERM_KEYS = [
  'id',
  'employee',
  'start_date',
  'end_date',
  'hours_per_day',
  'percentage',
  'hourly_rate',
  'working_days',
  'total',
  'status',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Facts({ label, rows }: { label: string; rows: readonly [string, string][] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function TermsTable({ terms, currency }: { terms: readonly LegacyTerm[]; currency: string | null }) {
  if (terms.length === 0) return <EmptyState title="No terms" description="Nobody was booked on it." />;
  // Columns for what older terms carry beyond the known ones.
  const extraKeys = [...new Set(terms.flatMap((term) => otherFields(term, KNOWN_TERM_KEYS).map(([k]) => k)))];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Terms">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Per day</TableCell>
            <TableCell align="right">%</TableCell>
            <TableCell align="right">Hourly rate</TableCell>
            <TableCell align="right">Working days</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            {extraKeys.map((key) => (
              <TableCell key={key}>{labelOfKey(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.map((term, index) => (
            <TableRow key={term.id ?? `term-${index}`}>
              <TableCell component="th" scope="row">
                {valueText(term.employee)}
              </TableCell>
              <TableCell>{dateOf(term.start_date)}</TableCell>
              <TableCell>{dateOf(term.end_date)}</TableCell>
              <TableCell align="right">{valueText(term.hours_per_day)}</TableCell>
              <TableCell align="right">{valueText(term.percentage)}</TableCell>
              <TableCell align="right">{amountOf(term.hourly_rate, currency)}</TableCell>
              <TableCell align="right">{valueText(term.working_days)}</TableCell>
              <TableCell align="right">{amountOf(term.total, currency)}</TableCell>
              <TableCell>{term.status ? labelOfKey(term.status) : '—'}</TableCell>
              {extraKeys.map((key) => (
                <TableCell key={key}>{valueText(term[key])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LegacyView({ payload }: { payload: LegacyPayload }) {
  const currency = payload.currency ?? null;
  const project = payload.project ?? {};
  const projectRows: [string, string][] = PROJECT_FIELDS.map(([key, label]) => {
    const value = project[key];
    if (key === 'status') return [label, value ? projectStatusLabel(value) : '—'];
    if (key === 'start_date' || key === 'end_date') return [label, dateOf(value)];
    return [label, valueText(value)];
  });
  const moreProject = otherFields(project, KNOWN_PROJECT_KEYS).map(([key, value]): [string, string] => [
    labelOfKey(key),
    valueText(value),
  ]);
  const totals = Object.entries(payload.totals ?? {}).map(([key, value]): [string, string] => [
    labelOfKey(key),
    amountOf(value, currency),
  ]);
  if (payload.invoices_count !== undefined && payload.invoices_count !== null) {
    totals.push(['Invoices', String(payload.invoices_count)]);
  }
  const more = otherFields(payload, KNOWN_TOP_KEYS).map(([key, value]): [string, string] => [
    labelOfKey(key),
    valueText(value),
  ]);
  const rate = payload.exchange_rate;
  return (
    <>
      <Alert severity="info" role="note" sx={{ mb: 3 }}>
        {currency ? `Amounts in ${currency}` : 'Amounts in the currency the payload names'}
        {rate
          ? `, converted from ${valueText(rate.from)} at ${valueText(rate.rate)} (rate of ${dateOf(rate.date)}).`
          : '.'}
      </Alert>
      <Section title="Project">
        <Facts label="Project" rows={[...projectRows, ...moreProject]} />
      </Section>
      <Section title="Totals">
        {totals.length > 0 ? (
          <Facts label="Totals" rows={totals} />
        ) : (
          <Typography color="text.secondary">No totals.</Typography>
        )}
      </Section>
      <Section title="Terms">
        <TermsTable terms={payload.terms ?? []} currency={currency} />
      </Section>
      {more.length > 0 ? (
        <Section title="Other fields">
          <Facts label="Other fields" rows={more} />
        </Section>
      ) : null}
    </>
  );
}

// The project as the older system showed it (GET internal-projects/old/{id}), read-only, for people who
// compare with what they knew; amounts follow the header's currency switch.
export function ClassicTab({ projectId }: { projectId: number }) {
  const { inProjectCurrency } = useProjectCurrencyMode();
  const old = useOldProject(projectId, inProjectCurrency);
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        Classic view
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The project, its terms and its totals as the older system showed them. Read-only.
      </Typography>
      <QueryStates
        query={old}
        loadingLabel="Loading the classic view"
        errorMessage="The classic view could not be loaded."
        rows={6}
      />
      {old.isSuccess ? <LegacyView payload={old.data} /> : null}
    </Box>
  );
}
