import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { DeleteButton } from './delete-button';

export type EditDeleteActionsProps = {
  // The entry as people call it: the buttons are "Edit <name>" and "Delete <name>".
  name: string;
  // What is deleted, for the question: "the course “Cloud fundamentals” and its files".
  what: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

// Edit and delete (which asks first) for one entry of a list; the caller lays them out.
export function EditDeleteActions({ name, what, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <>
      <Tooltip title={`Edit ${name}`}>
        <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <DeleteButton what={what} label={`Delete ${name}`} onDelete={onDelete} />
    </>
  );
}
