import Alert from '@mui/material/Alert';

// The form-level message: a validation answer with no matching field, or a failed request.
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
