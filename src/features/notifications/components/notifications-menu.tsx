import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useMarkAllNotificationsSeen, useMarkNotificationSeen } from '@/api/notifications/notification.mutations';
import { useNotifications } from '@/api/notifications/notification.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotificationItem } from './notification-item';

export function notificationsLabel(unseen: number): string {
  return unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications';
}

// The bell: its badge is the unseen count; each notification can be marked seen, or all at once.
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const { data, isPending, isError, refetch } = useNotifications();
  const markSeen = useMarkNotificationSeen();
  const markAllSeen = useMarkAllNotificationsSeen();
  const unseen = data?.sum ?? 0;

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton aria-label={notificationsLabel(unseen)} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unseen} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxHeight: 520 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={headingId} variant="h3" component="h2" sx={{ flex: 1 }}>
            Notifications
          </Typography>
          <Button size="small" disabled={unseen === 0} onClick={() => markAllSeen.mutate(undefined)}>
            Mark all as seen
          </Button>
        </Box>
        <Divider />
        <Box sx={{ p: isPending || isError ? 2 : 0 }}>
          {isPending ? (
            <LoadingState rows={3} label="Loading notifications" />
          ) : isError ? (
            <ErrorState message="Notifications could not be loaded." onRetry={() => void refetch()} />
          ) : data.data.length === 0 ? (
            <EmptyState title="You're all caught up" description="New notifications will appear here." />
          ) : (
            <Box component="ul" aria-label="Notification list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {data.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onMarkSeen={() => markSeen.mutate(notification.id)}
                  onOpen={() => setAnchor(null)}
                />
              ))}
            </Box>
          )}
        </Box>
      </Popover>
    </>
  );
}
