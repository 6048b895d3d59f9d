import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { truncate } from '@/lib/truncate';

export type ExpandableTextProps = {
  text: string;
  // Longer text is cut (SPEC §9: '...') until "Show more".
  previewChars: number;
  // The heading of what the text belongs to, so "Show more" says whose text it opens.
  headingId: string;
  sx?: SxProps<Theme>;
};

// A card's longer text (a description, a provider), cut with "Show more" / "Show less".
export function ExpandableText({ text, previewChars, headingId, sx }: ExpandableTextProps) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = text.length > previewChars;
  return (
    <Box sx={sx}>
      <Typography id={textId} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {long && !expanded ? truncate(text, previewChars) : text}
      </Typography>
      {long ? (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={textId}
          aria-describedby={headingId}
          onClick={() => setExpanded((open) => !open)}
          sx={{ px: 0.5, mt: 0.5 }}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </Box>
  );
}
