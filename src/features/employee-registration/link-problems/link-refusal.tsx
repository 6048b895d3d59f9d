import Button from '@mui/material/Button';
import type { ApiError } from '@/api/api-error';
import {
  REGISTRATION_EXPIRED_MESSAGE,
  REGISTRATION_NOT_FOUND_MESSAGE,
  REGISTRATION_USED_MESSAGE,
} from '@/api/employee-registration/employee-registration.schemas';
import { RegistrationProblem } from './registration-problem';

// A 429 says how long to wait; this stands in when it gives no message.
export const REGISTRATION_THROTTLED_FALLBACK =
  'Too many registration links were tried from here. Wait a few minutes, then try again.';

// Why the link cannot be used, by the answer's status (and, for 410, its message).
export function LinkRefusal({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  if (error.status === 404) {
    return (
      <RegistrationProblem title={REGISTRATION_NOT_FOUND_MESSAGE}>
        Check that you opened the whole link from your invitation e-mail. If it still does not work, contact
        your HR department and ask them for a new registration link.
      </RegistrationProblem>
    );
  }
  if (error.status === 410 && error.message === REGISTRATION_EXPIRED_MESSAGE) {
    return (
      <RegistrationProblem title={REGISTRATION_EXPIRED_MESSAGE}>
        A registration link works for a limited time after it is sent. A new link comes by e-mail, and the one
        you have stops working.
      </RegistrationProblem>
    );
  }
  if (error.status === 410) {
    return (
      <RegistrationProblem title={REGISTRATION_USED_MESSAGE}>
        If you registered already, log in with your work e-mail and your password. If you did not, contact
        your HR department and ask them for a new registration link.
      </RegistrationProblem>
    );
  }
  // 429 (issue 30, H2): the server's message says how long to wait.
  return (
    <RegistrationProblem
      title={error.message || REGISTRATION_THROTTLED_FALLBACK}
      action={
        <Button variant="outlined" onClick={onRetry} sx={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      }
    >
      This keeps registration links from being guessed. If you opened the link from your invitation e-mail,
      wait and try again; if it still does not work, contact your HR department.
    </RegistrationProblem>
  );
}

// The answers LinkRefusal explains; anything else is a fault, offered a retry.
export const EXPLAINED_STATUSES: ReadonlySet<number> = new Set([404, 410, 429]);
