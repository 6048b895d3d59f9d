import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { CV_FILE_MAX_BYTES, CV_FILE_TYPE_DESCRIPTION, CV_FILE_TYPES, type Cv } from '@/api/cvs/cv.schemas';
import { FileField } from '@/components/form/file-field';
import { FormDialog } from '@/components/form/form-dialog';

// Browsers name a PDF's type inconsistently; the extension counts too.
const ACCEPT = [...CV_FILE_TYPES, '.pdf'];

// POST cv/{id}: a PDF (up to 10 MB, checked before sending) that replaces the generated CV.
export function CvUploadDialog({
  cv,
  onClose,
  onUpload,
}: {
  cv: Cv;
  onClose: () => void;
  onUpload: (file: File) => Promise<unknown>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a PDF file to upload');
      return;
    }
    setSaving(true);
    try {
      await onUpload(file);
      onClose();
    } catch (failure) {
      // A 422 names the file; other failures have been told by the error policy. The file stays chosen.
      if (isApiError(failure) && failure.status === 422) {
        setError(failure.fieldErrors.file?.[0] ?? failure.message);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      title={`Upload a PDF for ${cv.cv_name}`}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      saving={saving}
      submitLabel="Upload"
    >
      <Typography variant="body2" color="text.secondary">
        {cv.has_file
          ? 'This CV already has an uploaded PDF; a new one replaces it.'
          : 'The uploaded PDF is what the CV downloads and previews as, instead of the one drawn from the profile.'}
      </Typography>
      <FileField
        label="CV file"
        buttonLabel="Choose PDF"
        accept={ACCEPT}
        typeDescription={CV_FILE_TYPE_DESCRIPTION}
        maxBytes={CV_FILE_MAX_BYTES}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setError(undefined);
        }}
        error={error}
        disabled={saving}
      />
    </FormDialog>
  );
}
