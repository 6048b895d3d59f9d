import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import {
  useMarkAllNotificationsSeen,
  useMarkNotificationSeen,
} from '@/api/notifications/notification.mutations';
import { useNotifications } from '@/api/notifications/notification.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { NotificationItem } from './notification-item';

// Each notification can be marked seen, or all at once (SPEC §4, §7).
export function NotificationsPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const headingId = useId();
  const { data, isPending, isError, refetch } = useNotifications();
  const markSeen = useMarkNotificationSeen();
  const markAllSeen = useMarkAllNotificationsSeen();
  const unseen = data?.sum ?? 0;
  // The button pressed goes away or is disabled; focus stays in the panel so Escape still closes it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const keepFocus = () => headingRef.current?.focus();

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxHeight: 520 } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ flex: 1, outline: 'none' }}
        >
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unseen === 0}
          onClick={() => {
            keepFocus();
            markAllSeen.mutate(undefined);
          }}
        >
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
                onMarkSeen={() => {
                  keepFocus();
                  markSeen.mutate(notification.id);
                }}
                onOpen={onClose}
              />
            ))}
          </Box>
        )}
      </Box>
    </Popover>
  );
}
