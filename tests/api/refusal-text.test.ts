import { ApiError } from '@/api/api-error';
import { refusalMessageOf, refusalText } from '@/api/refusal-text';

const refused = (message: string, fieldErrors: Record<string, string[]>) =>
  new ApiError({ status: 422, message, fieldErrors });

describe('a server refusal in one sentence', () => {
  it('is the first message at a field when the refusal names fields (422)', () => {
    const error = refused('The given data was invalid.', {
      start_date: ['The start date must be a working day.'],
      end_date: ['The end date is before the start.'],
    });
    expect(refusalMessageOf(error)).toBe('The start date must be a working day.');
  });

  it('skips a field named without a message', () => {
    const error = refused('The given data was invalid.', { a: [], b: ['The rate is required.'] });
    expect(refusalMessageOf(error)).toBe('The rate is required.');
  });

  it("is the server's own message when it names no field", () => {
    expect(refusalMessageOf(refused('This version is locked.', {}))).toBe('This version is locked.');
  });

  it("gives the caller's words for anything that is not the API's answer", () => {
    expect(refusalText(new TypeError('x is undefined'), 'The change was not saved.')).toBe(
      'The change was not saved.',
    );
    expect(refusalText(refused('Locked.', {}), 'The change was not saved.')).toBe('Locked.');
  });
});
