import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { CandidateDuplicate } from '@/api/recruitment/candidate.schemas';
import { useStages } from '@/api/recruitment/recruitment.queries';
import { duplicateSummary, matchedLabel } from '@/lib/recruitment-duplicates';

export type DuplicateListProps = {
  duplicates: readonly CandidateDuplicate[];
  title: string;
  // Opens the person: a candidate's drawer, an employee's profile.
  onOpen: (duplicate: CandidateDuplicate) => void;
  // Brings a rejected person back (not offered without it).
  onRestore?: (duplicate: CandidateDuplicate) => void;
  restoringId?: number | null;
};

// People who may be the same person, each said in words ("Rejected 3 months ago for QA: salary") with
// what matched, Open and, for the rejected, Restore.
export function DuplicateList({ duplicates, title, onOpen, onRestore, restoringId }: DuplicateListProps) {
  const stages = useStages();
  if (duplicates.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{title}</AlertTitle>
      <List dense disablePadding aria-label={title}>
        {duplicates.map((duplicate) => (
          <ListItem key={duplicate.id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={`${duplicate.name}: ${duplicateSummary(duplicate, stages.data)}`}
              secondary={matchedLabel(duplicate.matched)}
            />
            <Box sx={{ display: 'flex', gap: 1, ml: 1, flexShrink: 0 }}>
              <Button size="small" onClick={() => onOpen(duplicate)} aria-label={`Open ${duplicate.name}`}>
                Open
              </Button>
              {onRestore && duplicate.status === 'rejected' ? (
                <Button
                  size="small"
                  onClick={() => onRestore(duplicate)}
                  loading={restoringId === duplicate.id}
                  aria-label={`Restore ${duplicate.name}`}
                >
                  Restore
                </Button>
              ) : null}
            </Box>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
