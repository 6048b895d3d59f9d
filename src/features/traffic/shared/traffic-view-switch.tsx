import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { hrefWithQuery } from '@/lib/href-with-query';
import type { UrlQuery } from '@/lib/list-params';
import { TRAFFIC_VIEW_PATHS, type TrafficView } from './traffic-views';

const LABELS: Record<TrafficView, string> = { table: 'Table', timeline: 'Timeline' };

// "Table | Timeline" as links keeping the whole query, so the other view shows the same people and
// period, and Ctrl-click opens it in a new tab.
export function TrafficViewSwitch({ view }: { view: TrafficView }) {
  const { query } = useRouter();
  return (
    <Box component="nav" aria-label="Traffic views">
      <ButtonGroup size="small">
        {(Object.keys(LABELS) as TrafficView[]).map((target) => (
          <Button
            key={target}
            component={NextLink}
            href={hrefWithQuery(TRAFFIC_VIEW_PATHS[target], query as UrlQuery)}
            variant={target === view ? 'contained' : 'outlined'}
            aria-current={target === view ? 'page' : undefined}
          >
            {LABELS[target]}
          </Button>
        ))}
      </ButtonGroup>
    </Box>
  );
}
