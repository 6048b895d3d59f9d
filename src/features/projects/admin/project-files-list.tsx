import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { downloadMedia } from '@/api/media/media.api';
import type { Media } from '@/api/media/media.schemas';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { formatFileSize } from '@/lib/file-size';

type Props = {
  files: readonly Media[];
  // Ids marked to be deleted with the next save; without onRemovingChange the list only downloads.
  removing?: readonly number[];
  onRemovingChange?: (ids: number[]) => void;
  disabled?: boolean;
};

// The project's files (contract, purchase order…): each downloads on click, with progress; in the
// form, Remove marks one for deletion on save and Keep takes that back.
export function ProjectFilesList({ files, removing = [], onRemovingChange, disabled }: Props) {
  const download = useDownload();
  if (files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No files yet.
      </Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label="Project files" sx={{ p: 0, m: 0 }}>
        {files.map((file) => {
          const marked = removing.includes(file.id);
          return (
            <Box
              component="li"
              key={file.id}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Button
                size="small"
                startIcon={<AttachFile aria-hidden />}
                sx={{ textTransform: 'none' }}
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
              {onRemovingChange && marked ? (
                <>
                  <Typography variant="body2">Will be deleted when you save.</Typography>
                  <Button
                    size="small"
                    disabled={disabled}
                    aria-label={`Keep ${file.file_name}`}
                    onClick={() => onRemovingChange(removing.filter((id) => id !== file.id))}
                  >
                    Keep
                  </Button>
                </>
              ) : null}
              {onRemovingChange && !marked ? (
                <Button
                  size="small"
                  color="inherit"
                  disabled={disabled}
                  aria-label={`Remove ${file.file_name}`}
                  onClick={() => onRemovingChange([...removing, file.id])}
                >
                  Remove
                </Button>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <DownloadProgress state={download.state} onClose={download.reset} />
    </>
  );
}
