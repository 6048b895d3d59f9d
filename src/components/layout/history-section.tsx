import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { DrawerSection } from './drawer-section';

export type HistoryLine = {
  // ISO date-time.
  at: string;
  // What was done, in words.
  what: string;
  // Who did it, by name.
  by: string;
  comment: string | null;
};

// Who did what, and when, with the reason given; newest first.
export function HistorySection({ title, lines }: { title: string; lines: readonly HistoryLine[] }) {
  const newestFirst = [...lines].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <DrawerSection title={title}>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">Nothing recorded yet.</Typography>
      ) : (
        <List dense aria-label="History">
          {newestFirst.map((line, index) => (
            <ListItem key={`${line.at}-${index}`} disableGutters alignItems="flex-start">
              <ListItemText
                primary={line.what}
                secondary={
                  <>
                    {line.by}, {format(parseISO(line.at), 'd MMM yyyy, HH:mm')}
                    {line.comment ? (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        “{line.comment}”
                      </Typography>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </DrawerSection>
  );
}
