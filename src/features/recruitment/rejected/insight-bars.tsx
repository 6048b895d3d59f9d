import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { barPercent, shareLabel } from '@/features/recruitment/rejected/rejected-candidate-url';

export type InsightBar = { key: string; name: string; count: number };

// Horizontal bars drawn with plain boxes: each says its name and number in text, the bar only shows
// the same number's length (hidden from screen readers, which read the words).
export function InsightBars({ title, bars, total }: { title: string; bars: InsightBar[]; total: number }) {
  const headingId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.count));
  return (
    <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {bars.length === 0 ? (
        <Typography color="text.secondary">None</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {bars.map((bar) => (
            <Box
              component="li"
              key={bar.key}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(110px, 35%) 1fr auto',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
              }}
            >
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
