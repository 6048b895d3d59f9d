import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formatFileSize, hasAllowedType, isFileTooLarge } from '@/lib/file-size';

export type FileFieldProps = {
  // Names the file input for assistive technology and tests ("Photo").
  label: string;
  buttonLabel?: string;
  // As the HTML accept attribute: 'image/png', 'image/*' or '.pdf'.
  accept: readonly string[];
  // How the allowed types read in a sentence: "PNG, JPEG or WebP".
  typeDescription: string;
  maxBytes: number;
  value: File | null;
  onChange: (file: File | null) => void;
  // A message from outside (e.g. the upload failed); the field's own checks come first.
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  // Shown before the button, e.g. an image preview.
  children?: ReactNode;
};

export function fileRejection(
  file: File,
  { accept, typeDescription, maxBytes }: Pick<FileFieldProps, 'accept' | 'typeDescription' | 'maxBytes'>,
): string | undefined {
  if (!hasAllowedType(file, accept)) {
    return `“${file.name}” is not a ${typeDescription} file. Choose a ${typeDescription} file.`;
  }
  if (isFileTooLarge(file, maxBytes)) {
    return `“${file.name}” is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`;
  }
  return undefined;
}

// A file chooser that checks type and size before anything is sent, and says why a file was refused
// right at the field. The refused file is not kept: the previous choice stays.
export function FileField({
  label,
  buttonLabel = 'Choose file',
  accept,
  typeDescription,
  maxBytes,
  value,
  onChange,
  error,
  helperText,
  disabled,
  children,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [rejection, setRejection] = useState<string>();
  const message = rejection ?? error;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {children}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFile aria-hidden />}
              onClick={() => inputRef.current?.click()}
              disabled={disabled}
              aria-describedby={helperId}
            >
              {value ? 'Choose another' : buttonLabel}
            </Button>
            {value ? (
              <Button
                color="inherit"
                disabled={disabled}
                onClick={() => {
                  setRejection(undefined);
                  onChange(null);
                }}
              >
                Remove
              </Button>
            ) : null}
          </Box>
          {value ? (
            <Typography variant="body2" color="text.secondary">
              {value.name} · {formatFileSize(value.size)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        aria-describedby={helperId}
        aria-invalid={message ? true : undefined}
        accept={accept.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again must fire change again.
          event.target.value = '';
          if (!file) return;
          const refused = fileRejection(file, { accept, typeDescription, maxBytes });
          setRejection(refused);
          if (!refused) onChange(file);
        }}
      />
      <FormHelperText id={helperId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ?? helperText ?? `${typeDescription}, up to ${formatFileSize(maxBytes)}.`}
      </FormHelperText>
    </Box>
  );
}
