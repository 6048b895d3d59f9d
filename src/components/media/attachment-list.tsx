import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { downloadMedia } from '@/api/media/media.api';
import { useDeleteMedia } from '@/api/media/media.mutations';
import type { Media } from '@/api/media/media.schemas';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { formatFileSize } from '@/lib/file-size';

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
  const download = useDownload();
  const remove = useDeleteMedia(userId);
  const [removing, setRemoving] = useState<Media | null>(null);
  if (media.length === 0) return null;
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
        {media.map((file) => (
          <Box
            component="li"
            key={file.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 4,
              pl: 0.5,
            }}
          >
            <Button
              size="small"
              startIcon={<AttachFile aria-hidden />}
              sx={{ textTransform: 'none', borderRadius: 4 }}
              aria-label={`Download ${file.file_name}`}
              onClick={() =>
                void download.start(`Downloading ${file.file_name}`, (onProgress) =>
                  downloadMedia(file.id, onProgress),
                )
              }
            >
              {file.file_name}
              <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
                {formatFileSize(file.size)}
              </Box>
            </Button>
            {editable ? (
              <Tooltip title={`Remove ${file.file_name}`}>
                <IconButton
                  size="small"
                  aria-label={`Remove ${file.file_name}`}
                  onClick={() => setRemoving(file)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        ))}
      </Box>
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
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}
