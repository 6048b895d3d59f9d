import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { humanizeFieldName, toFieldMessages } from '@/lib/server-errors';

describe('turning Laravel 422 errors into field messages', () => {
  it('uses the first message for each field', () => {
    expect(toFieldMessages({ email: ['The email has already been taken.', 'Second.'] })).toEqual([
      { field: 'email', message: 'The email has already been taken.' },
    ]);
  });

  it('accepts a single message string as well as a list', () => {
    expect(toFieldMessages({ email: 'Bad e-mail.' })).toEqual([{ field: 'email', message: 'Bad e-mail.' }]);
  });

  it("turns a blank message into '{field} is required' with underscores as spaces", () => {
    expect(toFieldMessages({ first_name: [''], last_name: '  ', title: [] })).toEqual([
      { field: 'first_name', message: 'first name is required' },
      { field: 'last_name', message: 'last name is required' },
      { field: 'title', message: 'title is required' },
    ]);
  });

  it('writes the field name in a message with spaces instead of underscores', () => {
    expect(toFieldMessages({ first_name: ['The first_name field is required.'] })).toEqual([
      { field: 'first_name', message: 'The first name field is required.' },
    ]);
  });

  it('leaves other words of the message alone', () => {
    expect(toFieldMessages({ name: ['The name may not contain snake_case.'] })).toEqual([
      { field: 'name', message: 'The name may not contain snake_case.' },
    ]);
  });

  it('skips fields whose key contains a blocked term', () => {
    expect(toFieldMessages({ blocked_terms: ['x'], 'blocked_terms.0': ['y'], email: ['z'] })).toEqual([
      { field: 'email', message: 'z' },
    ]);
  });

  it('takes a custom list of blocked terms, ignoring empty ones', () => {
    expect(toFieldMessages({ token: ['x'], email: ['y'] }, ['token', ''])).toEqual([
      { field: 'email', message: 'y' },
    ]);
  });

  it('keeps a nested key as the field but names only its last segment in the message', () => {
    expect(
      toFieldMessages({
        'skills.0.level': ['The skills.0.level field is required.'],
        'skills.1.skill_name': [''],
      }),
    ).toEqual([
      { field: 'skills.0.level', message: 'The level field is required.' },
      { field: 'skills.1.skill_name', message: 'skill name is required' },
    ]);
  });

  it('humanises a field name as its last segment with spaces', () => {
    expect(humanizeFieldName('skills.0.first_name')).toBe('first name');
    expect(humanizeFieldName('date_of_birth')).toBe('date of birth');
    expect(humanizeFieldName('_private_')).toBe('private');
    expect(humanizeFieldName('_')).toBe('_');
  });

  it('gives one message per unblocked field, in order, never blank (property)', () => {
    const key = fc.stringMatching(/^[a-z_]{1,12}(\.\d\.[a-z_]{1,8})?$/);
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(fc.string(), fc.array(fc.string()))), (errors) => {
        const result = toFieldMessages(errors);
        const expected = Object.keys(errors).filter((k) => !k.includes('blocked_terms'));
        return (
          result.map((r) => r.field).join('|') === expected.join('|') &&
          result.every((r) => r.message.trim() !== '')
        );
      }),
    );
  });
});
