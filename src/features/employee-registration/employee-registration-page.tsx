import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { defineScreen } from '@/components/layout/screen';

// Pre-login and central: a new hire opens the link with their registration number.
function EmployeeRegistrationPage() {
  const { query } = useRouter();
  const number = typeof query.id === 'string' ? query.id : '';
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        Employee registration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {number ? `Registration number ${number}.` : 'Open the link from your invitation e-mail.'}
      </Typography>
      <Alert severity="info">
        Self-registration is being built: here a new hire will fill in their personal information, and an
        invalid or used number will get a clear message.
      </Alert>
    </>
  );
}

export const EmployeeRegistrationScreen = defineScreen(EmployeeRegistrationPage, {
  title: 'Employee registration',
  access: 'public',
  layout: 'auth',
});
