import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UseQueryResult } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import type { ProjectDashboard } from '@/api/project-figures/project-figure.schemas';
import { QueryStates } from '@/components/feedback/query-states';
import { SectionPanel } from '@/components/layout/section-panel';

const day = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};

// Who works on the project, how long a day, from when to when (a row per term).
export function TeamSection({ dashboard }: { dashboard: UseQueryResult<ProjectDashboard> }) {
  const team = dashboard.data?.team ?? [];
  const today = dashboard.data?.as_of ?? '';
  return (
    <SectionPanel
      title="Team"
      editable={false}
      isEmpty={dashboard.isSuccess && team.length === 0}
      emptyTitle="Nobody on the project yet"
      emptyDescription="People join a project with a term."
    >
      <QueryStates
        query={dashboard}
        loadingLabel="Loading the team"
        errorMessage="The team could not be loaded."
        rows={3}
      />
      {team.length > 0 ? (
        <Table size="small" aria-label="Team">
          <TableHead>
            <TableRow>
              <TableCell>Person</TableCell>
              <TableCell align="right">Per day</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.map((member) => (
              <TableRow key={member.term_id}>
                <TableCell component="th" scope="row">
                  {member.user.name}
                  {member.to < today ? ' (ended)' : ''}
                </TableCell>
                <TableCell align="right">{member.hours_per_day}</TableCell>
                <TableCell>{day(member.from)}</TableCell>
                <TableCell>{day(member.to)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </SectionPanel>
  );
}
