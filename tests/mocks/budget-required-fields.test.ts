import { allowInvalidRequests } from '../support/contract-check';
import { login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();
// Bodies without their fields, on purpose; the answers are still held to the contract.
allowInvalidRequests();

// Issue 31: a budget change without the version it changes is a 422 naming the missing fields (as
// Laravel's required rules answer), not a 404 for a version nobody named. 2025 is seeded.

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

describe('budget changes name their missing fields (issue 31)', () => {
  it('PUT budget/{year} with {} answers 422 with version_id and cells', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'PUT', 'budget/2025', token, {});
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      version_id: ['The version id field is required.'],
      cells: ['The cells field is required.'],
    });
  });

  it('PUT budget/{year} with a version id that is no integer answers 422 at version_id', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'PUT', 'budget/2025', token, { version_id: 'latest', cells: [] });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({ version_id: ['The version id field must be an integer.'] });
  });

  it('POST budget/{year}/versions with {} answers 422 at from_version_id', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'budget/2025/versions', token, {});
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({ from_version_id: ['The from version id field is required.'] });
  });

  it('POST budget/{year}/rows with {} answers 422 at version_id', async () => {
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'budget/2025/rows', token, {});
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({ version_id: ['The version id field is required.'] });
  });
});
