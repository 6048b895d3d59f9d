import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { barPercent, shareLabel } from '@/features/recruitment/rejected/rejected-candidate-url';

export type InsightBar = { key: string; name: string; count: number };

// A bar's line: body2's 20px and 2px above and below.
const BAR_ROW_PX = 24;
// The lines a list keeps room for while it loads and when it holds fewer: the default pipeline's six
// stages and six refuse reasons, so the table below does not move when the breakdown arrives.
export const RESERVED_BAR_ROWS = 6;
const LIST_MIN_HEIGHT = BAR_ROW_PX * RESERVED_BAR_ROWS;

const rowSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, 35%) 1fr auto',
  alignItems: 'center',
  gap: 1,
  height: BAR_ROW_PX,
} as const;

// Horizontal bars drawn with plain boxes: each says its name and number in text, the bar only shows
// the same number's length (hidden from screen readers, which read the words). Without bars yet
// (`undefined`), skeleton lines hold the list's place.
export function InsightBars({
  title,
  bars,
  total,
}: {
  title: string;
  bars: InsightBar[] | undefined;
  total: number;
}) {
  const headingId = useId();
  const max = Math.max(0, ...(bars ?? []).map((bar) => bar.count));
  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {bars === undefined ? (
        <Box aria-hidden style={{ minHeight: LIST_MIN_HEIGHT }}>
          {Array.from({ length: RESERVED_BAR_ROWS }, (_, index) => (
            <Box key={index} sx={rowSx}>
              <Skeleton variant="text" />
              <Skeleton variant="rounded" height={12} />
              <Skeleton variant="text" width={48} />
            </Box>
          ))}
        </Box>
      ) : bars.length === 0 ? (
        <Typography color="text.secondary" style={{ minHeight: LIST_MIN_HEIGHT }}>
          None
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          style={{ minHeight: LIST_MIN_HEIGHT }}
        >
          {bars.map((bar) => (
            <Box component="li" key={bar.key} sx={rowSx}>
              <Typography variant="body2" noWrap title={bar.name}>
                {bar.name}
              </Typography>
              <Box aria-hidden sx={{ height: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${barPercent(bar.count, max)}%`,
                    bgcolor: 'primary.main',
                    borderRadius: 1,
                  }}
                />
              </Box>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {shareLabel(bar.count, total)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
