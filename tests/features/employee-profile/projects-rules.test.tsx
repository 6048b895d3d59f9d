import * as z from 'zod/mini';
import { ApiError } from '@/api/api-error';
import { collapseListErrors } from '@/api/user-projects/user-project.mutations';
import { userProjectFormSchema, type UserProject } from '@/api/user-projects/user-project.schemas';
import {
  formatProjectPeriod,
  newestProjectsFirst,
} from '@/features/employee-profile/projects/project-period';
import { matchesProjectSearch } from '@/features/employee-profile/projects/project-search';

const project = (overrides: Partial<UserProject>): UserProject => ({
  id: 1,
  name: 'Payments platform',
  client: 'Bank of Tbilisi',
  role: 'Backend developer',
  description: '',
  start_date: '2025-03-04',
  end_date: null,
  industry_id: null,
  skill_ids: [],
  media: [],
  ...overrides,
});

const names = {
  industry: (id: number | null) => (id === 7 ? 'Banking' : null),
  skill: (id: number) => (id === 3 ? 'Node.js' : null),
};

describe('the period of a project', () => {
  it('reads "Mar 2025 – present" while it goes on', () => {
    expect(formatProjectPeriod({ start_date: '2025-03-04', end_date: null })).toBe('Mar 2025 – present');
  });

  it('reads "Sep 2023 – Jun 2024" when it ended, and one month once', () => {
    expect(formatProjectPeriod({ start_date: '2023-09-01', end_date: '2024-06-30' })).toBe(
      'Sep 2023 – Jun 2024',
    );
    expect(formatProjectPeriod({ start_date: '2024-06-01', end_date: '2024-06-30' })).toBe('Jun 2024');
  });
});

describe('the order of projects', () => {
  it('puts the latest start first, an ongoing one before a finished one of the same day, then the newest', () => {
    const sorted = newestProjectsFirst([
      project({ id: 1, start_date: '2021-01-01' }),
      project({ id: 2, start_date: '2025-01-01', end_date: '2025-02-01' }),
      project({ id: 3, start_date: '2025-01-01', end_date: null }),
      project({ id: 4, start_date: '2023-01-01' }),
      project({ id: 5, start_date: '2023-01-01' }),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual([3, 2, 5, 4, 1]);
  });
});

describe('searching projects', () => {
  it('matches every word anywhere on the card, ignoring case and accents', () => {
    const card = project({ industry_id: 7, skill_ids: [3], description: 'Café ordering app' });
    expect(matchesProjectSearch(card, 'banking node', names)).toBe(true);
    expect(matchesProjectSearch(card, 'CAFE tbilisi', names)).toBe(true);
    expect(matchesProjectSearch(card, 'banking python', names)).toBe(false);
    expect(matchesProjectSearch(card, '   ', names)).toBe(true);
  });
});

describe('the project form rules', () => {
  const valid = {
    name: 'Payments platform',
    client: '',
    role: '',
    description: '',
    start_date: '2025-03-01',
    end_date: '',
    industry_id: null,
    skill_ids: [],
    files: [],
  };
  const messagesOf = (values: object) =>
    z
      .safeParse(userProjectFormSchema, values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes an open-ended project, and one that ends the day it starts', () => {
    expect(messagesOf(valid)).toBeUndefined();
    expect(messagesOf({ ...valid, end_date: '2025-03-01' })).toBeUndefined();
  });

  it('refuses an end before the start at end_date, with the other messages', () => {
    expect(messagesOf({ ...valid, name: ' ', end_date: '2025-02-28' })).toEqual([
      ['name', 'Name is required'],
      ['end_date', 'End date cannot be before the start date'],
    ]);
  });

  it('limits the description to 2000 characters and the texts to 255', () => {
    expect(messagesOf({ ...valid, description: 'd'.repeat(2001), role: 'r'.repeat(256) })).toEqual([
      ['role', 'Must be at most 255 characters'],
      ['description', 'Must be at most 2000 characters'],
    ]);
    expect(messagesOf({ ...valid, description: 'd'.repeat(2000) })).toBeUndefined();
  });
});

describe('422 answers about list items', () => {
  it('land on the list field, named as the field', () => {
    const error = new ApiError({
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: {
        'files.1': ['The files.1 field must be a file of type: pdf, png, jpg.'],
        'skill_ids.0': ['The selected skill_ids.0 is invalid.'],
        name: ['The name field is required.'],
      },
    });
    expect((collapseListErrors(error) as ApiError).fieldErrors).toEqual({
      files: ['The files field must be a file of type: pdf, png, jpg.'],
      skill_ids: ['The selected skill_ids is invalid.'],
      name: ['The name field is required.'],
    });
  });

  it('leave other failures as they are', () => {
    const error = new ApiError({ status: 403, message: 'No.' });
    expect(collapseListErrors(error)).toBe(error);
  });
});
