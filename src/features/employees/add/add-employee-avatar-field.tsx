import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control } from 'react-hook-form';
import type { NewEmployee } from '@/api/users/user-create.schemas';
import { AvatarFileField } from '@/components/form/avatar-file-field';

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
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Photo
      </Typography>
      <AvatarFileField
        value={file}
        onChange={onChange}
        disabled={disabled}
        firstName={firstName}
        lastName={lastName}
        size={PREVIEW_SIZE}
      />
    </Box>
  );
}
