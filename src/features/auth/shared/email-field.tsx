import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';

export function EmailField<T extends FieldValues & { email: string }>({
  control,
  autoComplete = 'email',
  autoFocus,
}: {
  control: Control<T>;
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      label="E-mail"
      type="email"
      autoComplete={autoComplete}
      required
      autoFocus={autoFocus}
    />
  );
}
