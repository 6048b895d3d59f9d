import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { Notification } from '@/api/notifications/notification.schemas';
import { relativeTime } from '@/lib/relative-time';
import { safeAppPath } from '@/lib/safe-link';

export function NotificationItem({
  notification,
  onMarkSeen,
  onOpen,
}: {
  notification: Notification;
  onMarkSeen: () => void;
  onOpen: () => void;
}) {
  const { title, message, seen, created_at } = notification;
  // The API's link is followed only to a screen of this app; anything else leaves the title as text.
  const link = typeof window === 'undefined' ? null : safeAppPath(notification.link, window.location.origin);
  return (
    <Box
      component="li"
      aria-label={`${seen ? '' : 'Unseen: '}${title}`}
      sx={{
        display: 'flex',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: seen ? 'transparent' : 'action.hover',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: seen ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {link ? (
          <Typography
            component={Link}
            href={link}
            onClick={() => {
              if (!seen) onMarkSeen();
              onOpen();
            }}
            sx={{ fontWeight: seen ? 400 : 600, color: 'text.primary' }}
          >
            {title}
          </Typography>
        ) : (
          <Typography sx={{ fontWeight: seen ? 400 : 600 }}>{title}</Typography>
        )}
        {message ? (
          <Typography variant="body2" color="text.secondary">
            {message}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {relativeTime(created_at)}
        </Typography>
      </Box>
      {seen ? null : (
        <Button
          size="small"
          onClick={onMarkSeen}
          aria-label={`Mark “${title}” as seen`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Mark seen
        </Button>
      )}
    </Box>
  );
}
