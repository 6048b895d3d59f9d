import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { projectStatusLabel, type Project } from '@/api/internal-projects/internal-project.schemas';
import { useProject } from '@/api/internal-projects/project.queries';
import { useCan } from '@/api/use-can';
import { ErrorState } from '@/components/feedback/error-state';
import { PERMISSIONS } from '@/lib/permissions';
import { CurrencySwitch } from './currency-switch';
import { ProjectActionsMenu } from './project-actions-menu';
import { ProjectStatusSelect } from './project-status-select';

const DASH = '\u2013';
// A fact's label and value, one line each: the height of the status and facts' row.
const FACTS_ROW_HEIGHT = 44;

const dayText = (value: string | null): string | null => {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};

// "1 Feb 2025 – 28 Feb 2026"; an open end is "open-ended".
export function projectDates(start: string, end: string | null): string {
  return `${dayText(start) ?? start} ${DASH} ${dayText(end) ?? 'open-ended'}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

// The header's lines at their own heights (title, client, then the status and facts' row), so the tabs
// below stay where they are when the project arrives.
function HeaderSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the project" aria-busy="true" sx={{ mb: 3 }}>
      <Skeleton variant="text" sx={{ typography: 'h1', width: '40%' }} />
      <Skeleton variant="text" sx={{ mt: 0.5, width: '25%' }} />
      <Skeleton variant="rounded" height={FACTS_ROW_HEIGHT} sx={{ mt: 2 }} />
    </Box>
  );
}

function Header({ project }: { project: Project }) {
  const can = useCan();
  const editable = can(PERMISSIONS.projectUpdate);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" component="h1">
            {project.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {project.client ?? 'No client'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <CurrencySwitch projectCurrency={project.currency} />
          {editable ? <ProjectActionsMenu project={project} /> : null}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap', mt: 2 }}>
        {editable ? (
          <ProjectStatusSelect project={project} />
        ) : (
          <Chip label={`Status: ${projectStatusLabel(project.status)}`} variant="outlined" />
        )}
        <Box component="dl" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', m: 0 }}>
          <Fact label="Project manager">{project.project_manager?.name ?? 'None'}</Fact>
          <Fact label="Dates">{projectDates(project.start_date, project.end_date)}</Fact>
          <Fact label="Currency">{project.currency}</Fact>
          <Fact label="People">{project.people_count}</Fact>
        </Box>
      </Box>
    </Box>
  );
}

// A project's head on every tab: title, client, status (changed in place), manager, dates, the currency
// switch and the project's actions. The page shows "not found" itself; here are the loading and failure.
export function ProjectHeader({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  if (project.isPending) return <HeaderSkeleton />;
  if (project.isError) {
    return (
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
          Project
        </Typography>
        <ErrorState message="The project could not be loaded." onRetry={() => void project.refetch()} />
      </Box>
    );
  }
  return <Header project={project.data} />;
}
