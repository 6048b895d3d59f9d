import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { HistoryEntry } from '@/api/time-offs/time-off.schemas';
import { historyActionLabel } from '@/lib/time-off-labels';
import { DrawerSection } from '@/components/layout/drawer-section';

// Who did what to the request, and when, with the reason given; newest first.
export function RequestHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <DrawerSection title="History">
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">Nothing recorded yet.</Typography>
      ) : (
        <List dense aria-label="History">
          {newestFirst.map((entry, index) => (
            <ListItem key={`${entry.at}-${index}`} disableGutters alignItems="flex-start">
              <ListItemText
                primary={historyActionLabel(entry.action)}
                secondary={
                  <>
                    {entry.by.name}, {format(parseISO(entry.at), 'd MMM yyyy, HH:mm')}
                    {entry.comment ? (
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        “{entry.comment}”
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
