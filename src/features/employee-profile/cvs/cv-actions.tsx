import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Download from '@mui/icons-material/DownloadOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Edit from '@mui/icons-material/EditOutlined';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import History from '@mui/icons-material/History';
import MoreVert from '@mui/icons-material/MoreVert';
import Style from '@mui/icons-material/StyleOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import NextLink from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import type { Cv } from '@/api/cvs/cv.schemas';
import { CopyLinkButton } from '@/components/clipboard/copy-link-button';

export type CvChange = 'edit' | 'rename' | 'variant' | 'duplicate' | 'upload' | 'delete';

export type CvActionsProps = {
  cv: Cv;
  // Only an editable profile offers the changes (SPEC §4); everyone may preview, download, share and
  // read the history.
  editable: boolean;
  previewHref: string;
  shareUrl: () => string;
  onDownload: () => void;
  onHistory: () => void;
  onChange: (change: CvChange) => void;
};

const CHANGES: { change: CvChange; label: string; icon: ReactNode }[] = [
  { change: 'edit', label: 'Edit', icon: <Edit fontSize="small" /> },
  { change: 'rename', label: 'Rename', icon: <DriveFileRenameOutline fontSize="small" /> },
  { change: 'variant', label: 'Change variant', icon: <Style fontSize="small" /> },
  { change: 'duplicate', label: 'Duplicate', icon: <ContentCopy fontSize="small" /> },
  { change: 'upload', label: 'Upload PDF', icon: <UploadFile fontSize="small" /> },
  { change: 'delete', label: 'Delete', icon: <DeleteOutline fontSize="small" /> },
];

// One CV's buttons: the everyday ones in view, the changes in a menu.
export function CvActions({
  cv,
  editable,
  previewHref,
  shareUrl,
  onDownload,
  onHistory,
  onChange,
}: CvActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = cv.cv_name;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Tooltip title={`Preview ${name}`}>
        <IconButton component={NextLink} href={previewHref} aria-label={`Preview ${name}`}>
          <Visibility />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Download ${name}`}>
        <IconButton aria-label={`Download ${name}`} onClick={onDownload}>
          <Download />
        </IconButton>
      </Tooltip>
      <CopyLinkButton url={shareUrl} label={`Copy link to ${name}`} />
      <Tooltip title={`History of ${name}`}>
        <IconButton aria-label={`History of ${name}`} onClick={onHistory}>
          <History />
        </IconButton>
      </Tooltip>
      {editable ? (
        <>
          <Tooltip title={`More actions for ${name}`}>
            <IconButton
              aria-label={`More actions for ${name}`}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? true : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert />
            </IconButton>
          </Tooltip>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-label': `Actions for ${name}` } }}
          >
            {CHANGES.map(({ change, label, icon }) => (
              <MenuItem
                key={change}
                onClick={() => {
                  setAnchor(null);
                  onChange(change);
                }}
                sx={change === 'delete' ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={change === 'delete' ? { color: 'error.main' } : undefined}>
                  {icon}
                </ListItemIcon>
                <ListItemText>{label}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
