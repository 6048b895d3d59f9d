import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { formatFileSize, hasAllowedType, isFileTooLarge } from '@/lib/file-size';

type FileRules = {
  // As the HTML accept attribute: 'image/png', 'image/*' or '.pdf'.
  accept: readonly string[];
  // How the allowed types read in a sentence: "PNG, JPEG or WebP".
  typeDescription: string;
  maxBytes: number;
};

type CommonProps = FileRules & {
  // Names the file input for assistive technology and tests ("Photo", "Attachments").
  label: string;
  buttonLabel?: string;
  // A message from outside (e.g. the server refused a file); the field's own checks come first.
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
};

type SingleFileProps = CommonProps & {
  multiple?: false;
  value: File | null;
  onChange: (file: File | null) => void;
  // Shown before the button, e.g. an image preview.
  children?: ReactNode;
};

type MultipleFilesProps = CommonProps & {
  multiple: true;
  maxFiles?: number;
  value: readonly File[];
  onChange: (files: File[]) => void;
};

export type FileFieldProps = SingleFileProps | MultipleFilesProps;

export function fileRejection(
  file: File,
  { accept, typeDescription, maxBytes }: FileRules,
): string | undefined {
  if (!hasAllowedType(file, accept)) {
    return `“${file.name}” is not a ${typeDescription} file. Choose a ${typeDescription} file.`;
  }
  if (isFileTooLarge(file, maxBytes)) {
    return `“${file.name}” is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`;
  }
  return undefined;
}

// A file chooser (one file, or several with `multiple`) that checks type and size before anything is
// sent, and says why a file was refused right at the field. A refused file is not kept: the previous
// choice stays, and of several chosen at once the accepted ones are added.
export function FileField(props: FileFieldProps) {
  const { label, accept, typeDescription, maxBytes, error, helperText, disabled } = props;
  const rules = { accept, typeDescription, maxBytes };
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [rejection, setRejection] = useState<string>();
  const message = rejection ?? error;
  const maxFiles = props.multiple ? props.maxFiles : undefined;
  const full = props.multiple && maxFiles !== undefined && props.value.length >= maxFiles;

  const choose = (chosen: File[]) => {
    if (!props.multiple) {
      const [file] = chosen;
      if (!file) return;
      const refused = fileRejection(file, rules);
      setRejection(refused);
      if (!refused) props.onChange(file);
      return;
    }
    const refusals: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const refused = fileRejection(file, rules);
      if (refused) refusals.push(refused);
      else accepted.push(file);
    }
    const room = maxFiles === undefined ? accepted.length : Math.max(0, maxFiles - props.value.length);
    if (accepted.length > room) refusals.push(`At most ${maxFiles} files can be attached.`);
    setRejection(refusals.length > 0 ? refusals.join(' ') : undefined);
    if (room > 0 && accepted.length > 0) props.onChange([...props.value, ...accepted.slice(0, room)]);
  };

  const chooseButton = (
    <Button
      variant="outlined"
      startIcon={<UploadFile aria-hidden />}
      onClick={() => inputRef.current?.click()}
      disabled={disabled || full}
      aria-describedby={helperId}
    >
      {props.multiple
        ? (props.buttonLabel ?? 'Add files')
        : props.value
          ? 'Choose another'
          : (props.buttonLabel ?? 'Choose file')}
    </Button>
  );

  return (
    <Box>
      {props.multiple ? (
        <>
          {chooseButton}
          {props.value.length > 0 ? (
            <Box component="ul" aria-label={`Chosen files for ${label}`} sx={{ p: 0, m: 0, mt: 1 }}>
              {props.value.map((file, index) => (
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
                      props.onChange(props.value.filter((_, position) => position !== index));
                    }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          ) : null}
        </>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {props.children}
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {chooseButton}
              {props.value ? (
                <Button
                  color="inherit"
                  disabled={disabled}
                  onClick={() => {
                    setRejection(undefined);
                    props.onChange(null);
                  }}
                >
                  Remove
                </Button>
              ) : null}
            </Box>
            {props.value ? (
              <Typography variant="body2" color="text.secondary">
                {props.value.name} · {formatFileSize(props.value.size)}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      <input
        ref={inputRef}
        type="file"
        multiple={props.multiple}
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
          if (chosen.length > 0) choose(chosen);
        }}
      />
      <FormHelperText id={helperId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ??
          helperText ??
          (props.multiple
            ? `${typeDescription}, up to ${formatFileSize(maxBytes)} each${maxFiles ? `, at most ${maxFiles} files` : ''}.`
            : `${typeDescription}, up to ${formatFileSize(maxBytes)}.`)}
      </FormHelperText>
    </Box>
  );
}
