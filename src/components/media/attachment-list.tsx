import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useDeleteMedia } from '@/api/media/media.mutations';
import type { Media } from '@/api/media/media.schemas';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { StoredFilesField } from '@/components/form/stored-files-field';

export type AttachmentListProps = {
  media: readonly Media[];
  userId: number;
  // Remove buttons show only when the profile may be changed.
  editable: boolean;
  // Names the list for assistive technology: "Attachments of Cloud fundamentals".
  label: string;
};

// The files of a profile item: each downloads on click (with progress); removing one asks first.
export function AttachmentList({ media, userId, editable, label }: AttachmentListProps) {
  const remove = useDeleteMedia(userId);
  const [removing, setRemoving] = useState<Media | null>(null);
  return (
    <>
      <StoredFilesField
        files={media}
        label={label}
        chips
        actionOf={(file) =>
          editable ? (
            <Tooltip title={`Remove ${file.file_name}`}>
              <IconButton
                size="small"
                aria-label={`Remove ${file.file_name}`}
                onClick={() => setRemoving(file)}
              >
                <Close fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove the file?"
        description={`“${removing?.file_name ?? ''}” will be deleted. It cannot be undone.`}
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate([removing.id], { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
