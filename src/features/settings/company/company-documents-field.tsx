import Box from '@mui/material/Box';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPE_DESCRIPTION,
  COMPANY_DOCUMENT_TYPES,
  COMPANY_DOCUMENTS_MAX,
} from '@/api/administrative-information/administrative-information.schemas';
import type { Media } from '@/api/media/media.schemas';
import { FileField } from '@/components/form/file-field';
import { StoredFilesField } from '@/components/form/stored-files-field';

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
  const kept = current.filter((file) => !removing.includes(file.id)).length;
  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <StoredFilesField
          files={current}
          label="Company documents"
          emptyText="No documents yet."
          removing={removing}
          onRemovingChange={onRemovingChange}
          disabled={disabled}
        />
      </Box>
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
    </Box>
  );
}
