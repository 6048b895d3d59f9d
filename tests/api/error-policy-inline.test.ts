import { ApiError } from '@/api/api-error';
import { decideError } from '@/api/error-policy';

const failure = (status: number, suppressed = false) =>
  new ApiError({ status, message: `failed with ${status}`, suppressed });

// 'inline': the screen explains the failure itself (e.g. a registration link that is not valid).
describe("the 'inline' error context", () => {
  it.each([401, 403, 404, 410, 422])('%i: nothing shown, no navigation, not reported', (status) => {
    expect(decideError(failure(status), 'inline')).toEqual({ report: false });
  });

  it.each([0, 500, 503])('%i: nothing shown, but reported as a fault', (status) => {
    expect(decideError(failure(status), 'inline')).toEqual({ report: true });
  });

  it('a suppressed call is never reported', () => {
    expect(decideError(failure(500, true), 'inline')).toEqual({ report: false });
  });
});
