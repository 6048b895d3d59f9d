import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { Approval } from '@/api/time-offs/time-off.schemas';
import { DrawerSection } from '@/components/layout/drawer-section';

const when = (at: string) => format(parseISO(at), 'd MMM yyyy, HH:mm');

function decisionOf(approval: Approval): string {
  if (approval.decision === null) return 'Waiting';
  const word = approval.decision === 'approved' ? 'Approved' : 'Rejected';
  const by =
    approval.decided_by && approval.decided_by.id !== approval.reviewer.id
      ? ` by ${approval.decided_by.name} on their behalf`
      : '';
  return `${word}${by}${approval.decided_at ? `, ${when(approval.decided_at)}` : ''}`;
}

// Each step of the approval: its reviewer, what was decided, by whom and when, and the comment.
export function ApprovalSteps({ approvals }: { approvals: readonly Approval[] }) {
  return (
    <DrawerSection title="Approval">
      {approvals.length === 0 ? (
        <Typography color="text.secondary">No approval is needed.</Typography>
      ) : (
        <List dense aria-label="Approval steps">
          {[...approvals]
            .sort((a, b) => a.step - b.step)
            .map((approval) => (
              <ListItem key={approval.step} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={`Step ${approval.step} of ${approvals.length}: ${approval.reviewer.name}`}
                  secondary={
                    <>
                      {decisionOf(approval)}
                      {approval.comment ? (
                        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                          “{approval.comment}”
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
