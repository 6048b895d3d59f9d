import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type NewEmployee } from '@/api/users/user-create.schemas';
import { FileField } from '@/components/form/file-field';
import { PersonAvatar } from '@/components/layout/person-avatar';

const AVATAR_TYPE_DESCRIPTION = 'PNG, JPEG or WebP';
const PREVIEW_SIZE = 88;

type Props = {
  file: File | null;
  onChange: (file: File | null) => void;
  // The initials shown until a photo is chosen follow the name as it is typed.
  control: Control<NewEmployee>;
  disabled?: boolean;
};

// The photo is checked (type, size) when chosen and sent only after the employee is saved; until then
// the preview shows it, or the initials the profile would show without one.
export function AddEmployeeAvatarField({ file, onChange, control, disabled }: Props) {
  const [firstName, lastName] = useWatch({ control, name: ['first_name', 'last_name'] });
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const choose = (next: File | null) => {
    onChange(next);
    if (!next) {
      setPreview(null);
      return;
    }
    // A data URL needs no clean-up, unlike an object URL.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: next, url: reader.result });
    };
    reader.readAsDataURL(next);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Photo
      </Typography>
      <FileField
        label="Photo"
        buttonLabel="Choose photo"
        accept={AVATAR_TYPES}
        typeDescription={AVATAR_TYPE_DESCRIPTION}
        maxBytes={AVATAR_MAX_BYTES}
        value={file}
        onChange={choose}
        disabled={disabled}
      >
        <PersonAvatar
          firstName={firstName}
          lastName={lastName}
          src={previewUrl}
          size={PREVIEW_SIZE}
          alt={previewUrl ? 'Preview of the chosen photo' : undefined}
          aria-hidden={previewUrl ? undefined : true}
        />
      </FileField>
    </Box>
  );
}
