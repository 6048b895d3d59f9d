import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import type { EmployeeRegistrationInput } from '@/api/employee-registration/employee-registration.schemas';
import { FormTextField } from '@/components/form/form-text-field';

// A new password with a show/hide toggle.
export function RegistrationPasswordField({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<EmployeeRegistrationInput>;
  name: 'password' | 'password_confirmation';
  label: string;
  helperText?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      required
      helperText={helperText}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
