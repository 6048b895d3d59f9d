import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

// Why the link cannot be used, and what the person can do about it. Never a dead end.
export function RegistrationProblem({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        <AlertTitle>{title}</AlertTitle>
        {children}
      </Alert>
      {action}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Already registered?{' '}
        <Button component={NextLink} href="/login" size="small">
          Go to log in
        </Button>
      </Typography>
    </Stack>
  );
}
