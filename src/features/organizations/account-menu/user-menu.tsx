import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSession } from '@/api/use-session';
import { useCurrentUser } from '@/api/users/user.queries';
import { PersonAvatar } from '@/components/layout/person-avatar';

const AccountMenu = dynamic(() => import('./account-menu').then((m) => m.AccountMenu), { ssr: false });

// The avatar button: profile, organisations, impersonation and log out live behind it.
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const { user } = useCurrentUser();
  const { claims } = useSession();
  const name = user?.name ?? claims?.name ?? claims?.email ?? 'Account';
  return (
    <>
      <IconButton
        aria-label={`Account menu for ${name}`}
        title="Account"
        aria-haspopup="menu"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <PersonAvatar
          firstName={user?.first_name}
          lastName={user?.last_name}
          src={user?.avatar}
          colorKey={user?.id}
          size={32}
        />
      </IconButton>
      {/* Kept mounted after the first open so its dialogs outlive the menu. */}
      {opened ? <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
