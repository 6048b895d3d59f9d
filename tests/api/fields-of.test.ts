import * as z from 'zod/mini';
import { fieldsOf } from '@/api/common.schemas';
import { educationFormSchema, EDUCATION_FORM_FIELDS } from '@/api/education/education.schemas';
import { PERSONAL_INFORMATION_FIELDS } from '@/api/user-profile/personal-information.schemas';

describe('fieldsOf', () => {
  it('lists the keys in the order the schema declares them, not sorted', () => {
    const schema = z.object({ zeta: z.string(), alpha: z.number(), mid: z.optional(z.boolean()) });
    expect(fieldsOf(schema)).toEqual(['zeta', 'alpha', 'mid']);
  });

  it('keeps every key of a checked schema, nested objects as one key', () => {
    const schema = z
      .object({ start: z.string(), end: z.string(), group: z.object({ inner: z.string() }) })
      .check(z.refine((value) => value.start <= value.end));
    expect(fieldsOf(schema)).toEqual(['start', 'end', 'group']);
  });

  it('is typed as the keys of the schema’s input', () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    expectTypeOf(fieldsOf(schema)).toEqualTypeOf<readonly ('name' | 'count')[]>();
  });

  it('gives the form lists the API names in 422 answers', () => {
    expect(PERSONAL_INFORMATION_FIELDS).toEqual([
      'birth_date',
      'phone',
      'personal_email',
      'location',
      'address',
      'emergency_contact',
    ]);
    // A derived list leaves out what the form keeps to itself.
    expect(fieldsOf(educationFormSchema)).toContain('ongoing');
    expect(EDUCATION_FORM_FIELDS).toEqual([
      'institution',
      'degree',
      'field_of_study',
      'start_date',
      'end_date',
    ]);
  });
});
