import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { DeleteEntryButton } from './delete-entry-button';

export type EntryActionsProps = {
  // The entry as people call it: the buttons are "Edit <name>" and "Delete <name>".
  name: string;
  // What is deleted, for the question: "the course “Cloud fundamentals” and its files".
  what: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

// Edit and delete (which asks first) for one entry of a profile list; the caller lays them out.
export function EntryActions({ name, what, onEdit, onDelete }: EntryActionsProps) {
  return (
    <>
      <Tooltip title={`Edit ${name}`}>
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <DeleteEntryButton what={what} label={`Delete ${name}`} onDelete={onDelete} />
    </>
  );
}
