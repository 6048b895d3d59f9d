import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type EnhanceSuggestionProps = {
  // The text as it stands in the form now.
  current: string;
  // The improved text, once the API has answered; null while there is none.
  suggestion: string | null;
  loading: boolean;
  // The caller puts the suggestion into its form; nothing is applied before this.
  onAccept: () => void;
  onReject: () => void;
};

const LOADING_LINES = 3;

function TextColumn({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children ?? (
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          color={text ? 'text.primary' : 'text.secondary'}
        >
          {text || 'Nothing written yet.'}
        </Typography>
      )}
    </Box>
  );
}

// A suggested rewrite beside the current text, so both can be compared; it is applied only when the
// user accepts it. Renders nothing while there is neither a suggestion nor one on the way.
export function EnhanceSuggestion({
  current,
  suggestion,
  loading,
  onAccept,
  onReject,
}: EnhanceSuggestionProps) {
  if (!loading && suggestion === null) return null;
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label="Suggested improvement"
      aria-busy={loading}
      sx={{ p: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <TextColumn title="Current" text={current} />
        <TextColumn title="Suggested">
          {loading ? (
            <>
              <Typography variant="body2" color="text.secondary" role="status">
                Writing a suggestion…
              </Typography>
              {Array.from({ length: LOADING_LINES }, (_, index) => (
                <Skeleton key={index} variant="text" />
              ))}
            </>
          ) : (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {suggestion}
            </Typography>
          )}
        </TextColumn>
      </Box>
      {loading ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
          <Button color="inherit" startIcon={<Close />} onClick={onReject}>
            Reject suggestion
          </Button>
          <Button variant="contained" startIcon={<Check />} onClick={onAccept}>
            Accept suggestion
          </Button>
        </Box>
      )}
    </Paper>
  );
}
