import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { downloadMedia } from '@/api/media/media.api';
import type { Media } from '@/api/media/media.schemas';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { formatFileSize } from '@/lib/file-size';

export type StoredFilesFieldProps = {
  files: readonly Media[];
  // Names the list for assistive technology: "Project files", "Attachments of Cloud fundamentals".
  label: string;
  // Said when there are no files ("No files yet."); without it an empty list shows nothing.
  emptyText?: string;
  // Ids marked to be deleted with the next save; without onRemovingChange the list only downloads.
  removing?: readonly number[];
  onRemovingChange?: (ids: number[]) => void;
  // What a marked file says.
  removingText?: string;
  // A file's own action in place of Remove / Keep (the profile's Remove, which deletes after asking).
  actionOf?: (file: Media) => ReactNode;
  // Files as outlined chips in a row (a profile item) rather than one a line (a form).
  chips?: boolean;
  disabled?: boolean;
};

const ROW = { listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' } as const;
const CHIP = {
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  border: 1,
  borderColor: 'divider',
  borderRadius: 4,
  pl: 0.5,
} as const;

// Remove marks a file for deletion on save; Keep, with what marking says, takes that back.
function RemoveOrKeep({
  file,
  removing,
  onRemovingChange,
  removingText,
  disabled,
}: {
  file: Media;
  removing: readonly number[];
  onRemovingChange: (ids: number[]) => void;
  removingText: string;
  disabled?: boolean;
}) {
  if (!removing.includes(file.id)) {
    return (
      <Button
        size="small"
        color="inherit"
        disabled={disabled}
        aria-label={`Remove ${file.file_name}`}
        onClick={() => onRemovingChange([...removing, file.id])}
      >
        Remove
      </Button>
    );
  }
  return (
    <>
      <Typography variant="body2">{removingText}</Typography>
      <Button
        size="small"
        disabled={disabled}
        aria-label={`Keep ${file.file_name}`}
        onClick={() => onRemovingChange(removing.filter((id) => id !== file.id))}
      >
        Keep
      </Button>
    </>
  );
}

// Files already stored: each downloads on click (with progress); in a form, Remove marks one for
// deletion on save and Keep takes that back; elsewhere a caller's own action per file.
export function StoredFilesField({
  files,
  label,
  emptyText,
  removing = [],
  onRemovingChange,
  removingText = 'Will be deleted when you save.',
  actionOf,
  chips = false,
  disabled,
}: StoredFilesFieldProps) {
  const download = useDownload();
  if (files.length === 0) {
    return emptyText ? (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={chips ? { display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 } : { p: 0, m: 0 }}
      >
        {files.map((file) => (
          <Box component="li" key={file.id} sx={chips ? CHIP : ROW}>
            <Button
              size="small"
              startIcon={<AttachFile aria-hidden />}
              sx={chips ? { textTransform: 'none', borderRadius: 4 } : { textTransform: 'none' }}
              aria-label={`Download ${file.file_name}`}
              onClick={() =>
                void download.start(`Downloading ${file.file_name}`, (onProgress) =>
                  downloadMedia(file.id, onProgress, file.file_name),
                )
              }
            >
              {file.file_name}
              <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
                {formatFileSize(file.size)}
              </Box>
            </Button>
            {actionOf?.(file)}
            {onRemovingChange ? (
              <RemoveOrKeep file={file} {...{ removing, onRemovingChange, removingText, disabled }} />
            ) : null}
          </Box>
        ))}
      </Box>
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}
