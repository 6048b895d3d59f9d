import AttachFile from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPE_DESCRIPTION,
  COMPANY_DOCUMENT_TYPES,
  COMPANY_DOCUMENTS_MAX,
} from '@/api/administrative-information/administrative-information.schemas';
import { downloadMedia } from '@/api/media/media.api';
import type { Media } from '@/api/media/media.schemas';
import { DownloadProgress } from '@/components/download/download-progress';
import { useDownload } from '@/components/download/use-download';
import { FileField } from '@/components/form/file-field';
import { formatFileSize } from '@/lib/file-size';

type Props = {
  current: readonly Media[];
  // Ids of current documents to delete on save.
  removing: readonly number[];
  onRemovingChange: (ids: number[]) => void;
  // New PDFs to upload on save.
  value: readonly File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
};

// The company's documents: each downloads on click; Remove marks one for deletion on save (Keep takes it
// back); new PDFs are checked for type and size when chosen.
export function CompanyDocumentsField({
  current,
  removing,
  onRemovingChange,
  value,
  onChange,
  error,
  disabled,
}: Props) {
  const download = useDownload();
  const kept = current.filter((file) => !removing.includes(file.id)).length;
  return (
    <Box>
      {current.length > 0 ? (
        <Box component="ul" aria-label="Company documents" sx={{ p: 0, m: 0, mb: 1 }}>
          {current.map((file) => {
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
                {marked ? (
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
                ) : (
                  <Button
                    size="small"
                    color="inherit"
                    disabled={disabled}
                    aria-label={`Remove ${file.file_name}`}
                    onClick={() => onRemovingChange([...removing, file.id])}
                  >
                    Remove
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No documents yet.
        </Typography>
      )}
      <FileField
        multiple
        label="New documents"
        buttonLabel="Add documents"
        accept={COMPANY_DOCUMENT_TYPES}
        typeDescription={COMPANY_DOCUMENT_TYPE_DESCRIPTION}
        maxBytes={COMPANY_DOCUMENT_MAX_BYTES}
        maxFiles={Math.max(0, COMPANY_DOCUMENTS_MAX - kept)}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
      />
      <DownloadProgress state={download.state} onClose={download.reset} />
    </Box>
  );
}
