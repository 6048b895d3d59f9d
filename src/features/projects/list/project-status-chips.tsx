import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { LinkProps } from 'next/link';
import NextLink from 'next/link';
import { PROJECT_STATUSES, projectStatusLabel } from '@/api/internal-projects/internal-project.schemas';
import type { ProjectsInfo } from '@/api/internal-projects/internal-project.schemas';
import { toggledStatus } from '@/features/projects/list/project-list-url';

// Projects per status under the other filters (GET info/internal-projects). A chip is a link that
// adds its status to the filter or takes it off, so it opens in a new tab too; "All" clears them.
export function ProjectStatusChips({
  info,
  selected,
  hrefFor,
}: {
  info: ProjectsInfo | undefined;
  selected: readonly string[];
  hrefFor: (statuses: string[]) => LinkProps['href'];
}) {
  const statuses =
    info?.statuses ?? PROJECT_STATUSES.map((key) => ({ key, label: projectStatusLabel(key), count: null }));
  const total = info?.statuses.reduce((sum, status) => sum + status.count, 0);
  const chip = (
    key: string,
    label: string,
    count: number | null | undefined,
    active: boolean,
    statusesAfter: string[],
  ) => (
    <Box component="li" key={key}>
      <Chip
        component={NextLink}
        href={hrefFor(statusesAfter)}
        shallow
        scroll={false}
        clickable
        aria-current={active ? 'true' : undefined}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        label={
          <>
            {label}{' '}
            {count === null || count === undefined ? (
              <Skeleton variant="text" width={16} sx={{ display: 'inline-block' }} aria-hidden />
            ) : (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {count}
              </Box>
            )}
          </>
        }
      />
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label="Projects by status"
      sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {chip('all', 'All', total, selected.length === 0, [])}
      {statuses.map((status) =>
        chip(
          status.key,
          status.label,
          status.count,
          selected.includes(status.key),
          toggledStatus(selected, status.key),
        ),
      )}
    </Box>
  );
}
