import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import type { ListColumn } from '@/components/data-grid/list-column';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { DrawerLink } from '@/components/list/drawer-link';
import { toCents } from '@/lib/cents';
import { moneyTextFromCents } from '@/lib/money';
import { REGISTRATION_STATUS_LABELS } from '@/lib/recruitment-stages';
import { relativeTime } from '@/lib/relative-time';
import { opensCandidate } from '../shared/candidate-url';
import type { ActiveSortKey } from './active-candidate-params';
import { useCandidateRow } from './candidate-row-context';
import { DaysInStage } from './days-in-stage';

type Column = ListColumn<Candidate, ActiveSortKey>;

const TOP_SKILLS = 3;
const DASH = '—';

// The salary in cents at once, shown with its own currency (never added to another).
export function salaryText(candidate: Pick<Candidate, 'expected_salary' | 'currency'>): string {
  if (candidate.expected_salary === null) return DASH;
  const amount = moneyTextFromCents(toCents(candidate.expected_salary));
  return candidate.currency ? `${amount} ${candidate.currency}` : amount;
}

export const positionText = (candidate: Pick<Candidate, 'position' | 'seniority'>): string =>
  [candidate.position?.name, candidate.seniority?.name].filter(Boolean).join(' · ') || DASH;

function StageCell({ candidate }: { candidate: Candidate }) {
  const { stageNameOf } = useCandidateRow();
  return (
    <Box>
      <Typography variant="body2">{stageNameOf(candidate.stage)}</Typography>
      <DaysInStage days={candidate.days_in_stage} />
    </Box>
  );
}

// The active list's columns; ids are the API's sort keys where it sorts by them.
export const CANDIDATE_COLUMNS: Column[] = [
  {
    id: 'name',
    header: 'Candidate',
    accessorFn: (row) => row.name,
    meta: { width: 240, hideable: false },
    cell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <PersonAvatar
          firstName={row.original.first_name}
          lastName={row.original.last_name}
          src={row.original.avatar}
          colorKey={row.original.id}
          size={28}
          alt=""
        />
        <Box sx={{ minWidth: 0 }}>
          <DrawerLink opens={opensCandidate(row.original.id)}>{row.original.name}</DrawerLink>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {row.original.email}
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    id: 'position',
    header: 'Position',
    enableSorting: false,
    meta: { width: 180 },
    cell: ({ row }) => positionText(row.original),
  },
  {
    id: 'stage',
    header: 'Stage',
    accessorFn: (row) => row.stage,
    meta: { width: 140 },
    cell: ({ row }) => <StageCell candidate={row.original} />,
  },
  {
    id: 'source',
    header: 'Source',
    enableSorting: false,
    meta: { width: 120 },
    cell: ({ row }) => row.original.source ?? DASH,
  },
  {
    id: 'owner',
    header: 'Owner',
    enableSorting: false,
    meta: { width: 140 },
    cell: ({ row }) => row.original.owner?.name ?? DASH,
  },
  {
    id: 'skills',
    header: 'Top skills',
    enableSorting: false,
    meta: { width: 200 },
    cell: ({ row }) => {
      const skills = [...row.original.skills].sort((a, b) => b.level - a.level).slice(0, TOP_SKILLS);
      return skills.length === 0 ? DASH : skills.map((skill) => `${skill.name} ${skill.level}/5`).join(', ');
    },
  },
  {
    id: 'expected_salary',
    header: 'Expected salary',
    enableSorting: false,
    meta: { width: 150, align: 'right' },
    cell: ({ row }) => salaryText(row.original),
  },
  {
    id: 'available_from',
    header: 'Available from',
    enableSorting: false,
    meta: { width: 130 },
    cell: ({ row }) => row.original.available_from ?? DASH,
  },
  {
    id: 'registration',
    header: 'Registration link',
    enableSorting: false,
    meta: { width: 140 },
    cell: ({ row }) => REGISTRATION_STATUS_LABELS[row.original.registration.status],
  },
  {
    id: 'last_activity_at',
    header: 'Last activity',
    accessorFn: (row) => row.last_activity_at,
    meta: { width: 140 },
    cell: ({ row }) => (
      <time dateTime={row.original.last_activity_at}>{relativeTime(row.original.last_activity_at)}</time>
    ),
  },
  {
    id: 'rating',
    header: 'Rating',
    enableSorting: false,
    meta: { width: 90, align: 'right' },
    cell: ({ row }) => (row.original.rating === null ? DASH : `${row.original.rating.toFixed(1)} / 5`),
  },
];
