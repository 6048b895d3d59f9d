import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useUploadAvatar } from '@/api/users/user-create.mutations';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/api/users/user-create.schemas';
import type { UserProfile } from '@/api/users/user-profile.schemas';
import { FileField } from '@/components/form/file-field';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { toFieldMessages } from '@/lib/server-errors';
import { EntryDialog } from '../components/entry-dialog';
import { OverviewCard } from './overview-card';

const AVATAR_TYPE_DESCRIPTION = 'PNG, JPEG or WebP';
const CARD_SIZE = 96;
const PREVIEW_SIZE = 120;

function AvatarDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const previewUrl = preview && preview.file === file ? preview.url : null;
  const choose = (next: File | null) => {
    setFile(next);
    setError(undefined);
    setMissing(false);
    if (!next) return;
    // A data URL needs no clean-up, unlike an object URL.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: next, url: reader.result });
    };
    reader.readAsDataURL(next);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    try {
      await upload.mutateAsync({ id: person.id, file });
    } catch (failure) {
      // The server's refusal (type, size) shows at the field; the chosen file stays.
      if (isApiError(failure) && failure.status === 422) {
        setError(toFieldMessages(failure.fieldErrors)[0]?.message ?? failure.message);
      }
      return;
    }
    enqueueSnackbar('Photo saved', { variant: 'success' });
    onClose();
  };
  return (
    <EntryDialog
      open
      title="Change photo"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      saving={upload.isPending}
      error={missing ? 'Choose a photo first.' : undefined}
    >
      <FileField
        label="Photo"
        buttonLabel="Choose photo"
        accept={AVATAR_TYPES}
        typeDescription={AVATAR_TYPE_DESCRIPTION}
        maxBytes={AVATAR_MAX_BYTES}
        value={file}
        onChange={choose}
        error={error}
        disabled={upload.isPending}
      >
        <PersonAvatar
          firstName={person.first_name}
          lastName={person.last_name}
          src={previewUrl ?? person.avatar}
          colorKey={person.id}
          size={PREVIEW_SIZE}
          alt={previewUrl ? 'Preview of the chosen photo' : `Current photo of ${person.name}`}
        />
      </FileField>
    </EntryDialog>
  );
}

// The profile photo, or the initials shown without one.
export function AvatarCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <OverviewCard title="Photo" editable={editable} editLabel="Edit photo" onEdit={() => setEditing(true)}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <PersonAvatar
          firstName={person.first_name}
          lastName={person.last_name}
          src={person.avatar}
          colorKey={person.id}
          size={CARD_SIZE}
          alt={person.avatar ? `Photo of ${person.name}` : undefined}
          aria-hidden={person.avatar ? undefined : true}
        />
        <Typography variant="body2" color="text.secondary">
          {person.avatar
            ? 'Shown on the profile, in lists and on CVs.'
            : 'No photo yet: initials are shown instead.'}
        </Typography>
      </Box>
      {editing ? <AvatarDialog person={person} onClose={() => setEditing(false)} /> : null}
    </OverviewCard>
  );
}
