import EventAvailable from '@mui/icons-material/EventAvailable';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ColumnDef } from '@tanstack/react-table';
import NextLink from 'next/link';
import type { Employee } from '@/api/users/user-list.schemas';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { employeeProfileHref } from '@/lib/employee-links';

const MAX_SKILLS_SHOWN = 3;

function availabilityColor(value: string | undefined): 'success' | 'warning' | 'error' | 'info' | 'default' {
  switch (value) {
    case 'Available':
      return 'success';
    case 'Partially available':
      return 'warning';
    case 'Unavailable':
      return 'error';
    case 'On-demand':
      return 'info';
    default:
      return 'default';
  }
}

// Columns of the employee directory; the name links to the profile. The default ones fit a 1280-px
// window beside the navigation; Seniority, Skills and Status come from the column menu.
export function directoryColumns(options: {
  onSetAvailability?: (employee: Employee) => void;
}): ColumnDef<Employee, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (row) => row.name,
      meta: { width: 220, hideable: false },
      cell: ({ row }) => {
        const person = row.original;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <PersonAvatar
              firstName={person.first_name}
              lastName={person.last_name}
              src={person.avatar}
              colorKey={person.id}
              size={32}
            />
            <Link
              component={NextLink}
              href={employeeProfileHref(person.id)}
              underline="hover"
              noWrap
              sx={{ fontWeight: 500 }}
            >
              {person.name}
            </Link>
          </Box>
        );
      },
    },
    {
      id: 'title',
      header: 'Title / position',
      accessorFn: (row) => row.title ?? row.position?.name ?? '',
      meta: { width: 165 },
      cell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {row.original.title ?? '—'}
          </Typography>
          {row.original.position ? (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {row.original.position.name}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'department',
      header: 'Department',
      accessorFn: (row) => row.department?.name ?? '',
      meta: { width: 135 },
    },
    {
      id: 'seniority',
      header: 'Seniority',
      accessorFn: (row) => row.seniority?.name ?? '',
      meta: { width: 120, hidden: true },
    },
    {
      id: 'skills',
      header: 'Skills',
      enableSorting: false,
      accessorFn: (row) => row.skills.map((skill) => skill.name).join(', '),
      meta: { width: 240, hidden: true },
      cell: ({ row }) => {
        const { skills } = row.original;
        const extra = skills.length - MAX_SKILLS_SHOWN;
        return (
          <Box
            sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}
            title={skills.map((skill) => skill.name).join(', ')}
          >
            {skills.slice(0, MAX_SKILLS_SHOWN).map((skill) => (
              <Chip key={skill.id} label={skill.name} size="small" variant="outlined" />
            ))}
            {extra > 0 ? <Chip label={`+${extra}`} size="small" /> : null}
          </Box>
        );
      },
    },
    {
      id: 'availability',
      header: 'Availability',
      accessorFn: (row) => row.availability?.data.availability ?? '',
      // The widest chip ('Partially available') and the set button, whole.
      meta: { width: 196 },
      cell: ({ row }) => {
        const current = row.original.availability?.data.availability;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Chip
              label={current ?? 'Not set'}
              size="small"
              color={availabilityColor(current)}
              variant={current ? 'filled' : 'outlined'}
            />
            {options.onSetAvailability ? (
              <IconButton
                size="small"
                aria-label={`Set availability of ${row.original.name}`}
                onClick={() => options.onSetAvailability?.(row.original)}
              >
                <EventAvailable fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        );
      },
    },
    { id: 'email', header: 'E-mail', accessorFn: (row) => row.email, meta: { width: 180 } },
    {
      id: 'status',
      header: 'Status',
      accessorFn: (row) => row.status,
      // The tab already says it.
      meta: { width: 110, hidden: true },
      cell: ({ row }) => (
        <Chip
          label={row.original.status === 'active' ? 'Active' : 'Archived'}
          size="small"
          variant="outlined"
          color={row.original.status === 'active' ? 'success' : 'default'}
        />
      ),
    },
  ];
}
