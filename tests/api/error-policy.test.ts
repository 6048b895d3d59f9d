import { ApiError } from '@/api/api-error';
import {
  configureErrorEffects,
  decideError,
  DOWNLOAD_ERROR_MESSAGE,
  handleError,
  IMPERSONATION_ENDED_MESSAGE,
  IMPERSONATION_ENDED_TITLE,
  UNEXPECTED_ERROR_MESSAGE,
  UNEXPECTED_ERROR_TITLE,
} from '@/api/error-policy';

const error = (status: number, message = 'Server says no', suppressed = false) =>
  new ApiError({ status, message, suppressed });

const UNEXPECTED = { title: UNEXPECTED_ERROR_TITLE, message: UNEXPECTED_ERROR_MESSAGE };

describe('SPEC §8 error policy', () => {
  it.each(['page', 'check', 'silent', 'reference', 'explained', 'mutation', 'form', 'download'] as const)(
    'an impersonation the API refused (401) is explained in %s calls, and nothing navigates',
    (context) => {
      const refused = new ApiError({ status: 401, message: 'x', sessionEnd: 'impersonation' });
      expect(decideError(refused, context)).toEqual({
        toast: { title: IMPERSONATION_ENDED_TITLE, message: IMPERSONATION_ENDED_MESSAGE },
        report: false,
      });
    },
  );

  it('an expired session shows nothing and navigates nowhere: the route guard asks for a login', () => {
    const expired = new ApiError({ status: 401, message: 'x', sessionEnd: 'expired' });
    expect(decideError(expired, 'page')).toEqual({ report: false });
  });

  it.each([401, 403, 404, 422])(
    'page data answered %i navigates to /404 without a toast or report',
    (status) => {
      expect(decideError(error(status), 'page')).toEqual({ navigateTo: '/404', report: false });
    },
  );

  it.each([500, 502, 0])('page data answered %i shows the unexpected error toast and reports', (status) => {
    expect(decideError(error(status), 'page')).toEqual({ toast: UNEXPECTED, report: true });
  });

  it('a suppressed call is not reported but still tells the user', () => {
    expect(decideError(error(500), 'page', true)).toEqual({ toast: UNEXPECTED, report: false });
    expect(decideError(error(500, 'x', true), 'page')).toEqual({ toast: UNEXPECTED, report: false });
  });

  it('reference data failures go to the shared handler and show nothing', () => {
    expect(decideError(error(500), 'reference')).toEqual({ report: true });
    expect(decideError(error(404), 'reference')).toEqual({ report: false });
  });

  it('a failure to fetch the current user is silently ignored', () => {
    expect(decideError(error(500), 'silent')).toEqual({ report: false });
  });

  it('download failures show the download message', () => {
    expect(decideError(error(500), 'download')).toEqual({
      toast: { message: DOWNLOAD_ERROR_MESSAGE },
      report: true,
    });
    expect(DOWNLOAD_ERROR_MESSAGE).toBe('unexpected error occurred please try again later');
  });

  it('forms take 422 on their fields: no toast, no report', () => {
    expect(decideError(error(422), 'form')).toEqual({ report: false });
  });

  it('an action refused for a reason (422, a conflict) is explained in the server’s words', () => {
    for (const status of [409, 422]) {
      expect(decideError(error(status, 'That period is invoiced already.'), 'mutation')).toEqual({
        toast: { message: 'That period is invoiced already.' },
        report: false,
      });
    }
  });

  it('an action answered 401, 403 or 404 navigates to /404 (SPEC §8), not a toast', () => {
    expect(decideError(error(403, 'You may not do that.'), 'mutation')).toEqual({
      navigateTo: '/404',
      report: false,
    });
  });

  it('a failed action shows the unexpected error toast and reports', () => {
    expect(decideError(error(500), 'mutation')).toEqual({ toast: UNEXPECTED, report: true });
    expect(decideError(new Error('boom'), 'form')).toEqual({ toast: UNEXPECTED, report: true });
  });

  it('carries out the decision through the configured effects', () => {
    const navigate = vi.fn();
    const notify = vi.fn();
    const report = vi.fn();
    const restore = configureErrorEffects({ navigate, notify, report });
    handleError(error(404), 'page');
    expect(navigate).toHaveBeenCalledWith('/404');
    handleError(error(500), 'page');
    expect(notify).toHaveBeenCalledWith(UNEXPECTED);
    expect(report).toHaveBeenCalledTimes(1);
    restore();
  });

  it('uses the exact texts of the spec', () => {
    expect(UNEXPECTED_ERROR_TITLE).toBe('Unexpected error');
    expect(UNEXPECTED_ERROR_MESSAGE).toBe(
      'Unexpected error occurred please try again later and contact developers',
    );
  });
});
