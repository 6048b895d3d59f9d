import { useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/users/user-create.schemas';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { FileField } from './file-field';

const AVATAR_TYPE_DESCRIPTION = 'PNG, JPEG or WebP';

export type AvatarFileFieldProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  // A message from outside (the server refused the photo).
  error?: string;
  disabled?: boolean;
  // Whose initials show while there is no photo.
  firstName: string;
  lastName: string;
  colorKey?: number;
  // The photo shown until one is chosen and what it is called; without it the initials are decoration.
  current?: { src: string | null; alt: string };
  size: number;
};

// A photo chooser (type and size checked when chosen) that previews the chosen photo, or shows the
// current one or the initials. Shared by the add-employee form and the profile's photo dialog.
export function AvatarFileField({
  value,
  onChange,
  error,
  disabled,
  firstName,
  lastName,
  colorKey,
  current,
  size,
}: AvatarFileFieldProps) {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === value ? preview.url : null;

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

  const alt = previewUrl ? 'Preview of the chosen photo' : current?.alt;
  return (
    <FileField
      label="Photo"
      buttonLabel="Choose photo"
      accept={AVATAR_TYPES}
      typeDescription={AVATAR_TYPE_DESCRIPTION}
      maxBytes={AVATAR_MAX_BYTES}
      value={value}
      onChange={choose}
      error={error}
      disabled={disabled}
    >
      <PersonAvatar
        firstName={firstName}
        lastName={lastName}
        src={previewUrl ?? current?.src}
        colorKey={colorKey}
        size={size}
        alt={alt}
        aria-hidden={alt ? undefined : true}
      />
    </FileField>
  );
}
