import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@/api/auth/auth.schemas';
import { fieldsOf } from '@/api/common.schemas';
import { useSubmitRegistration } from '@/api/employee-registration/employee-registration.mutations';
import {
  employeeRegistrationSchema,
  type EmployeeRegistrationInput,
  type Registration,
} from '@/api/employee-registration/employee-registration.schemas';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { PersonalInformationFields } from '@/components/form/personal-information-fields';
import { useLeaveGuard } from '@/components/form/use-leave-guard';
import { usePageFormSubmit } from '@/components/form/use-page-form-submit';

const FIELDS = fieldsOf(employeeRegistrationSchema);

// How to reach them first.
const ORDER = ['personal_email', 'phone', 'birth_date', 'location', 'address', 'emergency_contact'] as const;

const EMPTY: EmployeeRegistrationInput = {
  birth_date: '',
  phone: '',
  personal_email: '',
  location: '',
  address: '',
  emergency_contact: '',
  password: '',
  password_confirmation: '',
};

// The invited employee completes their personal information and chooses a password; `token` is the
// link's, from the address.
export function RegistrationForm({ token, registration }: { token: string; registration: Registration }) {
  const submitRegistration = useSubmitRegistration(token);
  const form = useForm<EmployeeRegistrationInput>({
    resolver: zodResolver(employeeRegistrationSchema),
    defaultValues: EMPTY,
  });

  // Half a registration (a chosen password included) is not lost to a stray click or a closed tab.
  useLeaveGuard(form.formState.isDirty && !submitRegistration.isSuccess);

  // A success replaces the form with what to do next (below).
  const submit = usePageFormSubmit(form, {
    save: (values) => submitRegistration.mutateAsync(values),
    fields: FIELDS,
  });

  if (submitRegistration.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {submitRegistration.data.message}
        </Alert>
        <Typography color="text.secondary">
          Log in with your work e-mail <strong>{registration.email}</strong> and the password you chose.
        </Typography>
        <Button variant="contained" component={NextLink} href="/login">
          Go to log in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit.onSubmit} noValidate aria-label="Complete registration">
      <FormError message={submit.error} />
      <Stack spacing={2}>
        <Typography variant="h2" component="h2">
          Personal information
        </Typography>
        <PersonalInformationFields control={form.control} order={ORDER} ownDetails />
        <Typography variant="h2" component="h2" sx={{ pt: 1 }}>
          Password
        </Typography>
        <PasswordField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="new-password"
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField
          control={form.control}
          name="password_confirmation"
          label="Repeat password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" loading={submit.saving}>
          Complete registration
        </Button>
      </Stack>
    </form>
  );
}
