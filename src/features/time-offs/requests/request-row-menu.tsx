import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import { mayDo, type TimeOffAction } from '@/lib/time-off-actions';
import { useRequestRow } from './request-row-context';

const LABELS: Record<TimeOffAction, string> = {
  approve: 'Approve',
  reject: 'Reject…',
  edit: 'Edit',
  withdraw: 'Withdraw…',
  exclusion: 'Exclusion…',
};
const ORDER: TimeOffAction[] = ['approve', 'reject', 'edit', 'withdraw', 'exclusion'];

// A row's own actions: only those the signed-in person may take on this request.
export function RequestRowMenu({ request }: { request: TimeOff }) {
  const row = useRequestRow();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!row) return null;
  const offered = ORDER.filter((action) => mayDo(action, request, row.actor, row.today));
  if (offered.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${request.user.name}’s request`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {anchor ? (
        <Menu open anchorEl={anchor} onClose={close}>
          {offered.map((action) => (
            <MenuItem
              key={action}
              onClick={() => {
                close();
                row.actions[action](request);
              }}
            >
              {LABELS[action]}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
