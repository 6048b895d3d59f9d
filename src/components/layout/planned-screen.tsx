import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';

export type PlannedScreenProps = { title: string; summary: string; capabilities: string[] };

// A screen whose work is scheduled: it says plainly what will be here, so nobody mistakes it for broken.
export function PlannedScreen({ title, summary, capabilities }: PlannedScreenProps) {
  return (
    <>
      <PageHeader title={title} subtitle={summary} />
      <Alert severity="info" sx={{ mb: 2 }}>
        This screen is being built. Here is what it will offer.
      </Alert>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          What will be here
        </Typography>
        <List dense>
          {capabilities.map((capability) => (
            <ListItem key={capability}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutline color="primary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={capability} />
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
