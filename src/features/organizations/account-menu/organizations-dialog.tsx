import CheckCircle from '@mui/icons-material/CheckCircle';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useOrganizationUrl } from '@/api/organizations/organization.mutations';
import { useUserOrganizations } from '@/api/organizations/organizations.reference';
import { useSession } from '@/api/use-session';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { useFollowUrl } from '../shared/use-follow-url';
import { PendingInvitations } from './pending-invitations';

// The organisations the user belongs to; choosing another one moves the session there. Below them, the
// invitations to join others, which only the user can accept (issue 30, H1).
export function OrganizationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { claims } = useSession();
  const organisations = useUserOrganizations();
  const organisationUrl = useOrganizationUrl();
  const follow = useFollowUrl();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Switch organisation</DialogTitle>
      <DialogContent sx={{ px: 1 }}>
        {organisations.isPending ? (
          <LoadingState rows={2} label="Loading organisations" />
        ) : organisations.isError ? (
          <ErrorState
            message="Organisations could not be loaded."
            onRetry={() => void organisations.refetch()}
          />
        ) : organisations.data.length === 0 ? (
          <EmptyState title="No organisations" description="You do not belong to any other organisation." />
        ) : (
          <List aria-label="Organisations">
            {organisations.data.map((organisation) => {
              const current = organisation.tenant === claims?.tenant;
              return (
                // A list holds items only: the button goes inside one (axe 'list').
                <ListItem key={organisation.id} disablePadding>
                  <ListItemButton
                    selected={current}
                    aria-current={current ? 'true' : undefined}
                    disabled={organisationUrl.isPending}
                    onClick={() => {
                      if (current) return onClose();
                      organisationUrl.mutate(organisation.id, { onSuccess: follow });
                    }}
                  >
                    <ListItemText
                      primary={organisation.name}
                      secondary={current ? 'Current organisation' : organisation.tenant}
                    />
                    {current ? (
                      <ListItemIcon sx={{ minWidth: 0 }}>
                        <CheckCircle color="primary" aria-hidden />
                      </ListItemIcon>
                    ) : null}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
        <PendingInvitations />
      </DialogContent>
    </Dialog>
  );
}
