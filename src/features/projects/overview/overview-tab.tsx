import Button from '@mui/material/Button';
import NextLink from 'next/link';
import {
  useInvoiceFinances,
  useProjectDashboard,
  useProjectTotals,
} from '@/api/project-figures/project-figure.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { projectTabHref } from '../project-tabs';
import { AlertsSection } from './alerts-section';
import { ForecastSection } from './forecast-section';
import { InvoicesSection } from './invoices-section';
import { KeyFigures } from './key-figures';
import { TeamSection } from './team-section';
import { useFiguresCurrency } from './use-figures-currency';

// A project at a glance (finance.md §2.2): key figures per currency, the months' forecast against the
// baseline and what was invoiced, what needs attention, the invoices in sums and the team. Each part
// loads, fails and retries on its own.
export function OverviewTab({ projectId }: { projectId: number }) {
  const currency = useFiguresCurrency();
  const totals = useProjectTotals(projectId);
  const dashboard = useProjectDashboard(projectId);
  const finances = useInvoiceFinances(projectId);

  const noTerms =
    dashboard.isSuccess && dashboard.data.team.length === 0 && finances.data?.last_invoice === null;
  if (noTerms) {
    return (
      <EmptyState
        title="No figures yet"
        description="A project's figures come from its terms: add who works on it, from when, how long a day and at what rate."
        action={
          <Button variant="contained" component={NextLink} href={projectTabHref(projectId, 'terms')}>
            Add terms
          </Button>
        }
      />
    );
  }

  return (
    <>
      <KeyFigures totals={totals} overdue={dashboard.data?.kpis.overdue} currency={currency} />
      <ForecastSection
        projectId={projectId}
        closedThrough={dashboard.isPending ? undefined : (dashboard.data?.closed_through ?? null)}
        currency={currency}
      />
      <AlertsSection dashboard={dashboard} projectId={projectId} />
      <InvoicesSection finances={finances} currency={currency} />
      <TeamSection dashboard={dashboard} />
    </>
  );
}
