import { ApiError } from '@/api/api-error';
import { decideError, UNEXPECTED_ERROR_MESSAGE, UNEXPECTED_ERROR_TITLE } from '@/api/error-policy';

const failure = (status: number, suppressed = false) =>
  new ApiError({ status, message: `failed with ${status}`, suppressed });

const UNEXPECTED = { title: UNEXPECTED_ERROR_TITLE, message: UNEXPECTED_ERROR_MESSAGE };

// SPEC §8 holds for every read, including those whose screen also explains a failure in place.
describe("SPEC §8 on a read that checks the user's input ('check': a preview, a calculation)", () => {
  it('422: the refusal is the screen’s to show at its fields; nothing navigates, nothing is reported', () => {
    expect(decideError(failure(422), 'check')).toEqual({ report: false });
  });

  it.each([401, 403, 404])('%i navigates to /404', (status) => {
    expect(decideError(failure(status), 'check')).toEqual({ navigateTo: '/404', report: false });
  });

  it.each([500, 503, 0])('%i shows the Unexpected error toast and is reported', (status) => {
    expect(decideError(failure(status), 'check')).toEqual({ toast: UNEXPECTED, report: true });
  });
});

describe("SPEC §8 on an action ('mutation')", () => {
  it.each([401, 403, 404])('%i navigates to /404, with no toast', (status) => {
    expect(decideError(failure(status), 'mutation')).toEqual({ navigateTo: '/404', report: false });
  });

  it.each(['mutation', 'form'] as const)(
    '%s: a server fault shows the Unexpected error toast and is reported',
    (context) => {
      expect(decideError(failure(500), context)).toEqual({ toast: UNEXPECTED, report: true });
    },
  );
});

// A failed save keeps the form as the user left it: a refusal is said over it, nothing navigates away.
describe("a save of what the user typed ('form')", () => {
  it.each([403, 404])('%i keeps the form and says the server’s reason', (status) => {
    expect(decideError(failure(status), 'form')).toEqual({
      toast: { message: `failed with ${status}` },
      report: false,
    });
  });
});

// The two screens that explain every refusal themselves: a registration link that is not valid (or was
// used), and the items of a bulk action (its result dialog lists each one with the reason).
describe("the 'explained' error context", () => {
  it.each([401, 403, 404, 410, 422])(
    '%i: nothing shown by the policy, no navigation, not reported',
    (status) => {
      expect(decideError(failure(status), 'explained')).toEqual({ report: false });
    },
  );

  it.each([0, 500, 503])('%i: reported as a fault', (status) => {
    expect(decideError(failure(status), 'explained')).toEqual({ report: true });
  });

  it('a suppressed call is never reported', () => {
    expect(decideError(failure(500, true), 'explained')).toEqual({ report: false });
  });
});
