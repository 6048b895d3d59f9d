import { PROFILE_TABS, previewCvIdOf, profileTabOf } from '@/features/employee-profile/profile-tabs';

describe('profile tabs', () => {
  it('has a tab for every section the profile holds, overview first', () => {
    expect(PROFILE_TABS.map((tab) => tab.slug)).toEqual([
      'overview',
      'career',
      'skills',
      'languages',
      'education',
      'experiences',
      'courses',
      'achievements',
      'projects',
      'cvs',
    ]);
  });

  it('opens the overview when the path names no tab, and nothing for an unknown one', () => {
    expect(profileTabOf(undefined)?.slug).toBe('overview');
    expect(profileTabOf('cvs')?.slug).toBe('cvs');
    expect(profileTabOf('salary')).toBeUndefined();
  });
});

// SPEC §2: "A CV preview is addressed by the current path with the query parameters tab=preview and cvId={id}."
describe('the CV preview address', () => {
  it('reads the CV id from ?tab=preview&cvId=', () => {
    expect(previewCvIdOf('/employee/3/cvs?tab=preview&cvId=12')).toBe(12);
    expect(previewCvIdOf('/employee/3/overview?cvId=12&tab=preview#top')).toBe(12);
  });

  it('is no preview without tab=preview or with a bad id', () => {
    expect(previewCvIdOf('/employee/3/cvs?cvId=12')).toBeNull();
    expect(previewCvIdOf('/employee/3/cvs?tab=preview')).toBeNull();
    expect(previewCvIdOf('/employee/3/cvs?tab=preview&cvId=abc')).toBeNull();
    expect(previewCvIdOf('/employee/3/cvs?tab=preview&cvId=-2')).toBeNull();
    expect(previewCvIdOf('/employee/3/cvs')).toBeNull();
  });
});
