import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPE_DESCRIPTION,
  COMPANY_LOGO_TYPES,
  type CompanyLogo,
} from '@/api/administrative-information/administrative-information.schemas';
import { FileField } from '@/components/form/file-field';

type Props = {
  // The stored logo, if any.
  current: CompanyLogo | null;
  companyName: string;
  // A newly chosen logo (replaces the stored one on save).
  value: File | null;
  onChange: (file: File | null) => void;
  // The stored logo is to be removed on save.
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  error?: string;
  disabled?: boolean;
};

const PREVIEW_SX = {
  width: 160,
  height: 80,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  bgcolor: 'background.default',
} as const;

// The logo invoices print: the stored one or a preview of the one chosen (type and size checked when it
// is chosen), with Remove for the stored one until the form is saved.
export function CompanyLogoField({
  current,
  companyName,
  value,
  onChange,
  removing,
  onRemovingChange,
  error,
  disabled,
}: Props) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === value ? preview.url : null;

  const choose = (next: File | null) => {
    onChange(next);
    setPreview(null);
    if (!next) return;
    // A data URL needs no clean-up, unlike an object URL.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: next, url: reader.result });
    };
    reader.readAsDataURL(next);
  };

  const shown = previewUrl
    ? { src: previewUrl, alt: 'Preview of the chosen logo' }
    : current && !removing && !value
      ? { src: current.url, alt: `Logo of ${companyName || 'the company'}` }
      : null;

  return (
    <FileField
      label="Logo"
      buttonLabel={current && !removing ? 'Choose another logo' : 'Choose logo'}
      accept={COMPANY_LOGO_TYPES}
      typeDescription={COMPANY_LOGO_TYPE_DESCRIPTION}
      maxBytes={COMPANY_LOGO_MAX_BYTES}
      value={value}
      onChange={choose}
      error={error}
      disabled={disabled}
    >
      <Box sx={PREVIEW_SX}>
        {shown ? (
          <Box
            component="img"
            src={shown.src}
            alt={shown.alt}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {value ? 'Loading preview…' : 'No logo'}
          </Typography>
        )}
      </Box>
      {current && !value ? (
        removing ? (
          <Box>
            <Typography variant="body2">{current.file_name} will be deleted when you save.</Typography>
            <Button size="small" disabled={disabled} onClick={() => onRemovingChange(false)}>
              Keep the logo
            </Button>
          </Box>
        ) : (
          <Button color="inherit" disabled={disabled} onClick={() => onRemovingChange(true)}>
            Remove the logo
          </Button>
        )
      ) : null}
    </FileField>
  );
}
