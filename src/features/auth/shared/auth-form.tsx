import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';

type Props = {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
};

// The pre-login forms: a form-level message, the fields, and one submit button.
export function AuthForm({ label, onSubmit, error, submitLabel, submitting, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormError message={error} />
      <Stack spacing={2}>
        {children}
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
