import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useNotifications } from '@/api/notifications/notification.queries';

const NotificationsPanel = dynamic(() => import('./notifications-panel').then((m) => m.NotificationsPanel), {
  ssr: false,
});

export function notificationsLabel(unseen: number): string {
  return unseen > 0 ? `Notifications, ${unseen} unseen` : 'Notifications';
}

// The bell: its badge is the unseen count; the list loads its code when first opened.
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useNotifications();
  const unseen = data?.sum ?? 0;
  return (
    <>
      <IconButton
        aria-label={notificationsLabel(unseen)}
        title="Notifications"
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unseen} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor ? <NotificationsPanel anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
