import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formatFileSize } from '@/lib/file-size';
import { fileRejection } from './file-field';

export type FilesFieldProps = {
  // Names the file input for assistive technology and tests ("Attachments").
  label: string;
  buttonLabel?: string;
  accept: readonly string[];
  typeDescription: string;
  maxBytes: number;
  maxFiles?: number;
  value: readonly File[];
  onChange: (files: File[]) => void;
  // A message from outside (e.g. the server refused a file); the field's own checks come first.
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
};

// Several files, each checked for type and size before anything is sent; a refused file says why at
// the field and is not added, the accepted ones of the same choice are.
export function FilesField({
  label,
  buttonLabel = 'Add files',
  accept,
  typeDescription,
  maxBytes,
  maxFiles,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: FilesFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [rejection, setRejection] = useState<string>();
  const message = rejection ?? error;
  const full = maxFiles !== undefined && value.length >= maxFiles;

  const add = (chosen: File[]) => {
    const refusals: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const refused = fileRejection(file, { accept, typeDescription, maxBytes });
      if (refused) refusals.push(refused);
      else accepted.push(file);
    }
    const room = maxFiles === undefined ? accepted.length : Math.max(0, maxFiles - value.length);
    if (accepted.length > room) refusals.push(`At most ${maxFiles} files can be attached.`);
    setRejection(refusals.length > 0 ? refusals.join(' ') : undefined);
    if (room > 0 && accepted.length > 0) onChange([...value, ...accepted.slice(0, room)]);
  };

  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<UploadFile aria-hidden />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled || full}
        aria-describedby={helperId}
      >
        {buttonLabel}
      </Button>
      {value.length > 0 ? (
        <Box component="ul" aria-label={`Chosen files for ${label}`} sx={{ p: 0, m: 0, mt: 1 }}>
          {value.map((file, index) => (
            <Box
              component="li"
              key={`${file.name}-${index}`}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <Typography variant="body2">
                {file.name} · {formatFileSize(file.size)}
              </Typography>
              <IconButton
                size="small"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => {
                  setRejection(undefined);
                  onChange(value.filter((_, position) => position !== index));
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        aria-label={label}
        aria-describedby={helperId}
        aria-invalid={message ? true : undefined}
        accept={accept.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Choosing the same file again must fire change again.
          event.target.value = '';
          if (chosen.length > 0) add(chosen);
        }}
      />
      <FormHelperText id={helperId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ??
          helperText ??
          `${typeDescription}, up to ${formatFileSize(maxBytes)} each${maxFiles ? `, at most ${maxFiles} files` : ''}.`}
      </FormHelperText>
    </Box>
  );
}
