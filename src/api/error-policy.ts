import { isApiError } from './api-error';

// SPEC §8 in one place. Callers say what kind of call failed; the policy decides what the user sees.
export type ErrorContext =
  | 'page' // a read (the default): 401/403/404/422 → /404, anything else → 'Unexpected error' toast
  | 'check' // a read that checks what the user entered (a preview, a calculation): 422 is shown there
  | 'reference' // reference lists: the shared handler, nothing shown
  | 'silent' // the current user: ignored
  | 'explained' // a registration link, a bulk action's items: the screen explains every refusal itself
  | 'mutation' // an action: 401/403/404 → /404, another refusal in the server's words
  | 'form' // a save of what the user typed: 422 at its fields, another refusal in the server's words
  | 'download';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected error';
export const UNEXPECTED_ERROR_MESSAGE =
  'Unexpected error occurred please try again later and contact developers';
export const DOWNLOAD_ERROR_MESSAGE = 'unexpected error occurred please try again later';
export const NOT_FOUND_ROUTE = '/404';
export const IMPERSONATION_ENDED_TITLE = 'Impersonation ended';
export const IMPERSONATION_ENDED_MESSAGE =
  'The impersonation has expired or is no longer valid. You are acting as yourself again.';

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_TOAST =
  'Nothing was sent; what you entered is still here. Try again once you are back online.';
export const TIMEOUT_TITLE = 'No answer in time';
export const TIMEOUT_READ_MESSAGE = 'The server took too long to answer. Please try again.';
export const TIMEOUT_WRITE_MESSAGE =
  'The server took too long to answer, so the change may or may not have been made. The page now shows what is stored: check it before trying again.';

// SPEC §8: a read answered with these navigates to /404. An action refused so does too, but its 422 is
// the refusal of what the user asked (a form's fields, an action's reason), said where they asked it;
// and a form refused keeps the form (what was typed is never lost), saying the server's reason over it.
const NAVIGATE_TO_NOT_FOUND = new Set([401, 403, 404, 422]);
const ACTION_NAVIGATES_TO_NOT_FOUND = new Set([401, 403, 404]);

export type ErrorDecision = {
  navigateTo?: string;
  toast?: { title?: string; message: string };
  report: boolean;
};

export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

function isSuppressed(error: unknown, suppressed: boolean): boolean {
  return suppressed || (isApiError(error) && error.suppressed);
}

export function decideError(error: unknown, context: ErrorContext, suppressed = false): ErrorDecision {
  const status = statusOf(error);
  const report = !isSuppressed(error, suppressed);
  // The session changed under the call: the user is told once (the toast is de-duplicated), whatever
  // the kind of call, and nothing navigates; an expired login is the route guard's to handle.
  if (isApiError(error) && error.sessionEnd === 'impersonation') {
    return {
      toast: { title: IMPERSONATION_ENDED_TITLE, message: IMPERSONATION_ENDED_MESSAGE },
      report: false,
    };
  }
  if (isApiError(error) && error.sessionEnd === 'expired') return { report: false };
  // No answer: said plainly for what the user did; background reads wait for the connection instead.
  if (isApiError(error) && error.connection && context !== 'silent' && context !== 'reference') {
    if (error.connection === 'offline') {
      return { toast: { title: OFFLINE_TITLE, message: OFFLINE_TOAST }, report: false };
    }
    const message = error.changesData ? TIMEOUT_WRITE_MESSAGE : TIMEOUT_READ_MESSAGE;
    return { toast: { title: TIMEOUT_TITLE, message }, report: false };
  }
  switch (context) {
    case 'silent':
      return { report: false };
    case 'reference':
    case 'explained':
      // Client errors are expected answers, not faults worth a report; nothing is shown here.
      return { report: report && !isClientStatus(status) };
    case 'download':
      return { toast: { message: DOWNLOAD_ERROR_MESSAGE }, report };
    case 'form':
    case 'mutation':
      if (context === 'form' && status === 422) return { report: false };
      // A form keeps what was typed (a failed save never loses work): its refusal is said over it.
      if (context === 'mutation' && status !== undefined && ACTION_NAVIGATES_TO_NOT_FOUND.has(status)) {
        return { navigateTo: NOT_FOUND_ROUTE, report: false };
      }
      // Another refusal (a conflict, an action's 422) is explained in the server's words.
      if (isClientStatus(status) && isApiError(error) && error.message) {
        return { toast: { message: error.message }, report: false };
      }
      return { toast: { title: UNEXPECTED_ERROR_TITLE, message: UNEXPECTED_ERROR_MESSAGE }, report };
    case 'check':
    case 'page':
      if (context === 'check' && status === 422) return { report: false };
      if (status !== undefined && NAVIGATE_TO_NOT_FOUND.has(status)) {
        return { navigateTo: NOT_FOUND_ROUTE, report: false };
      }
      return { toast: { title: UNEXPECTED_ERROR_TITLE, message: UNEXPECTED_ERROR_MESSAGE }, report };
  }
}

const isClientStatus = (status: number | undefined) => status !== undefined && status >= 400 && status < 500;

export type ErrorEffects = {
  navigate: (path: string) => void;
  notify: (toast: { title?: string; message: string }) => void;
  report: (error: unknown, context: ErrorContext) => void;
};

const noEffects: ErrorEffects = {
  navigate: () => undefined,
  notify: () => undefined,
  report: () => undefined,
};
let effects: ErrorEffects = noEffects;

// The app wires the router, the toasts and monitoring in at start-up; tests wire in spies.
export function configureErrorEffects(next: Partial<ErrorEffects>): () => void {
  const previous = effects;
  effects = { ...effects, ...next };
  return () => {
    effects = previous;
  };
}

export function handleError(error: unknown, context: ErrorContext, suppressed = false): ErrorDecision {
  const decision = decideError(error, context, suppressed);
  if (decision.report) effects.report(error, context);
  if (decision.navigateTo) effects.navigate(decision.navigateTo);
  if (decision.toast) effects.notify(decision.toast);
  return decision;
}
