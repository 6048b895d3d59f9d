import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useLogout } from '@/api/auth/auth.mutations';
import { useStopImpersonation } from '@/api/impersonation/impersonation.mutations';
import { useCan } from '@/api/use-can';
import { useSession } from '@/api/use-session';
import { useCurrentUser } from '@/api/users/user.queries';
import { PERMISSIONS } from '@/lib/permissions';
import { employeeProfileHref } from '@/lib/employee-links';
import { useFollowUrl } from '../shared/use-follow-url';

// Dialogs load on first use: most sessions never open them.
const OrganizationsDialog = dynamic(() =>
  import('./organizations-dialog').then((m) => m.OrganizationsDialog),
);
const ImpersonateDialog = dynamic(() =>
  import('../impersonation/impersonate-dialog').then((m) => m.ImpersonateDialog),
);

// The account menu's items and the dialogs they open; loaded when the menu is first opened.
export function AccountMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const router = useRouter();
  const [dialog, setDialog] = useState<'organisations' | 'impersonate' | null>(null);
  const { user } = useCurrentUser();
  const { claims, impersonation } = useSession();
  const can = useCan();
  const logout = useLogout();
  const stopImpersonating = useStopImpersonation();
  const follow = useFollowUrl();
  const close = onClose;
  const name = user?.name ?? claims?.name ?? claims?.email ?? 'Account';
  // Known from the session at once, so "My profile" is there when the menu opens: an item that
  // appeared once the user loaded moved the others under a pointer already on its way.
  const profileId = impersonation?.userId ?? user?.id ?? Number(claims?.sub);

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ opacity: '1 !important' }}>
          <ListItemText
            primary={name}
            secondary={[user?.email, user?.role, claims?.tenant].filter(Boolean).join(' · ')}
          />
        </MenuItem>
        <Divider />
        {Number.isInteger(profileId) && profileId > 0 ? (
          <MenuItem
            onClick={() => {
              close();
              void router.push(employeeProfileHref(profileId));
            }}
          >
            My profile
          </MenuItem>
        ) : null}
        {impersonation ? (
          // Switching while impersonating would move the impersonated person's session to another
          // tenant: stop first, then choose, in one step.
          <MenuItem
            onClick={() => {
              close();
              stopImpersonating.mutate(impersonation.userId, {
                onSettled: () => setDialog('organisations'),
              });
            }}
          >
            Stop impersonating to switch organisation
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              close();
              setDialog('organisations');
            }}
          >
            Switch organisation
          </MenuItem>
        )}
        {!impersonation && can(PERMISSIONS.userImpersonate) ? (
          <MenuItem
            onClick={() => {
              close();
              setDialog('impersonate');
            }}
          >
            Impersonate a user
          </MenuItem>
        ) : null}
        {impersonation ? (
          <MenuItem
            onClick={() => {
              close();
              stopImpersonating.mutate(impersonation.userId, {
                onSuccess: follow,
                onError: () => follow('/employees'),
              });
            }}
          >
            Stop impersonating
          </MenuItem>
        ) : null}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
            void router.replace('/login');
          }}
        >
          Log out
        </MenuItem>
      </Menu>
      {dialog === 'organisations' && !impersonation ? (
        <OrganizationsDialog open onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'impersonate' ? <ImpersonateDialog open onClose={() => setDialog(null)} /> : null}
    </>
  );
}
