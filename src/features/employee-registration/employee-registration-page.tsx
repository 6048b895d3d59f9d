import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { isApiError } from '@/api/api-error';
import { useRegistration } from '@/api/employee-registration/employee-registration.queries';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { PageTitle } from '@/components/layout/page-title';
import { defineScreen } from '@/components/layout/screen';
import { useUrlParam } from '@/components/url/use-url-state';
import { REGISTRATION_TOKEN_PARAM, registrationTokenOf } from './employee-registration-url';
import { EXPLAINED_STATUSES, LinkRefusal } from './link-problems/link-refusal';
import { RegistrationProblem } from './link-problems/registration-problem';

// The form (its fields, validation and uploads) loads after the frame: a refused link never needs it,
// and the route's first load stays small (docs/adding-a-domain.md §3).
const RegistrationForm = dynamic(
  () => import('./form/registration-form').then((module) => module.RegistrationForm),
  { loading: () => <LoadingState rows={5} label="Loading the registration form" /> },
);

const ASK_HR = 'If you cannot find it, contact your HR department and ask them for a new registration link.';

function Loading() {
  return (
    <>
      <Heading>Employee registration</Heading>
      <LoadingState rows={5} label="Loading your registration" />
    </>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h1" component="h1" gutterBottom>
      {children}
    </Typography>
  );
}

// Pre-login and central: a new hire opens the link from their invitation, its token in the address.
function EmployeeRegistrationPage() {
  const router = useRouter();
  const token = useUrlParam(REGISTRATION_TOKEN_PARAM, registrationTokenOf);
  const registration = useRegistration(token);

  if (!router.isReady) return <Loading />;

  if (token === null) {
    return (
      <>
        <Heading>Employee registration</Heading>
        <RegistrationProblem title="The registration link is incomplete.">
          Open the link from your invitation e-mail. {ASK_HR}
        </RegistrationProblem>
      </>
    );
  }

  if (registration.isPending) return <Loading />;

  if (registration.isError) {
    const { error } = registration;
    if (isApiError(error) && EXPLAINED_STATUSES.has(error.status)) {
      return (
        <>
          <Heading>Employee registration</Heading>
          <LinkRefusal error={error} onRetry={() => void registration.refetch()} />
        </>
      );
    }
    return (
      <>
        <Heading>Employee registration</Heading>
        <ErrorState
          message="Your registration could not be loaded. Please try again in a moment."
          onRetry={() => void registration.refetch()}
        />
      </>
    );
  }

  const { data } = registration;
  const welcome = `Welcome to ${data.organization}`;
  return (
    <>
      <PageTitle title={welcome} />
      <Heading>{welcome}</Heading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Hi {data.first_name} {data.last_name}, complete your profile and choose a password. You will log in
        with your work e-mail <strong>{data.email}</strong>.
      </Typography>
      <RegistrationForm token={token} registration={data} />
    </>
  );
}

export const EmployeeRegistrationScreen = defineScreen(EmployeeRegistrationPage, {
  title: 'Employee registration',
  access: 'public',
  layout: 'auth',
});
