import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/api/api-error';
import { useUploadAvatar } from '@/api/users/user-create.mutations';
import type { UserProfile } from '@/api/user-profile/user-profile.schemas';
import { AvatarFileField } from '@/components/form/avatar-file-field';
import { FormDialog } from '@/components/form/form-dialog';
import { PersonAvatar } from '@/components/layout/person-avatar';
import { toFieldMessages } from '@/lib/server-errors';
import { OverviewCard } from './overview-card';

const CARD_SIZE = 96;
const PREVIEW_SIZE = 120;

function AvatarDialog({ person, onClose }: { person: UserProfile; onClose: () => void }) {
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const choose = (next: File | null) => {
    setFile(next);
    setError(undefined);
    setMissing(false);
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
    <FormDialog
      open
      title="Change photo"
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      saving={upload.isPending}
      error={missing ? 'Choose a photo first.' : undefined}
    >
      <AvatarFileField
        value={file}
        onChange={choose}
        error={error}
        disabled={upload.isPending}
        firstName={person.first_name}
        lastName={person.last_name}
        colorKey={person.id}
        current={{ src: person.avatar, alt: `Current photo of ${person.name}` }}
        size={PREVIEW_SIZE}
      />
    </FormDialog>
  );
}

// The profile photo, or the initials shown without one.
export function AvatarCard({ person, editable }: { person: UserProfile; editable: boolean }) {
  return (
    <OverviewCard
      title="Photo"
      editable={editable}
      editLabel="Edit photo"
      editDialog={(onClose) => <AvatarDialog person={person} onClose={onClose} />}
    >
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
    </OverviewCard>
  );
}
