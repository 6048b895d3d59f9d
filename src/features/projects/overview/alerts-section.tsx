import EventBusy from '@mui/icons-material/EventBusy';
import Groups from '@mui/icons-material/Groups';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { ProjectAlert, ProjectDashboard } from '@/api/project-figures/project-figure.schemas';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';
import { alertLinkOf } from './alert-links';

// Each kind says what it is in words as well as by its icon and colour.
const KINDS: Record<string, { label: string; icon: ReactNode; color: string }> = {
  invoice_overdue: { label: 'Overdue', icon: <ReceiptLong />, color: 'error.main' },
  uninvoiced_month: { label: 'Not invoiced', icon: <EventBusy />, color: 'warning.dark' },
  overbooked: { label: 'Overbooked', icon: <Groups />, color: 'warning.dark' },
  term_ending: { label: 'Ending soon', icon: <Schedule />, color: 'info.main' },
};
const OTHER = { label: 'Note', icon: <Schedule />, color: 'text.secondary' };

function AlertItem({ alert, projectId }: { alert: ProjectAlert; projectId: number }) {
  const kind = KINDS[alert.type] ?? OTHER;
  const link = alertLinkOf(alert, projectId);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ color: kind.color, display: 'flex' }} aria-hidden>
        {kind.icon}
      </Box>
      <Typography sx={{ flex: 1 }}>
        <Box component="span" sx={{ fontWeight: 600, color: kind.color }}>
          {kind.label}:
        </Box>{' '}
        {alert.title}
      </Typography>
      {link ? (
        <Link component={NextLink} href={link.href} aria-label={`${link.label}: ${alert.title}`}>
          {link.label}
        </Link>
      ) : null}
    </Box>
  );
}

// What needs someone: overdue invoices, ended months with no invoice, overbooked people, terms ending.
export function AlertsSection({
  dashboard,
  projectId,
}: {
  dashboard: UseQueryResult<ProjectDashboard>;
  projectId: number;
}) {
  const alerts = dashboard.data?.alerts ?? [];
  return (
    <SectionPanel
      title="Alerts"
      editable={false}
      isEmpty={dashboard.isSuccess && alerts.length === 0}
      emptyTitle="Nothing needs attention"
      emptyDescription="Every ended month is invoiced, no invoice is overdue, no term ends in the next two weeks and nobody is booked over a full day."
    >
      <QueryStates
        query={dashboard}
        loadingLabel="Loading the alerts"
        errorMessage="The alerts could not be loaded."
        rows={3}
      />
      {alerts.length > 0 ? (
        <Box component="ul" aria-label="Alerts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {alerts.map((alert, index) => (
            <AlertItem key={`${alert.type}-${index}`} alert={alert} projectId={projectId} />
          ))}
        </Box>
      ) : null}
    </SectionPanel>
  );
}
