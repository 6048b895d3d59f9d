import { hiddenSectionKeys, type SectionStatusRow } from '@/lib/profile-section-visibility';

const ENGINEERING = 1;
const FINANCE = 7;

const SECTIONS: SectionStatusRow[] = [
  { id: 1, key: 'career', departments: [] },
  { id: 2, key: 'skills', departments: [{ department_id: ENGINEERING, status: true }] },
  { id: 7, key: 'achievements', departments: [{ department_id: FINANCE, status: false }] },
  { id: 8, key: 'projects', departments: [{ department_id: FINANCE, status: false }] },
];

describe('which optional sections a profile hides', () => {
  it('shows a section nobody switched off', () => {
    expect(hiddenSectionKeys(SECTIONS, ENGINEERING, [])).toEqual(new Set());
  });

  it('hides the sections the person’s department switched off', () => {
    expect(hiddenSectionKeys(SECTIONS, FINANCE, [])).toEqual(new Set(['achievements', 'projects']));
  });

  it('lets the person’s own choice win over the department’s, either way', () => {
    const own = [
      { id: 7, status: true },
      { id: 2, status: false },
    ];
    expect(hiddenSectionKeys(SECTIONS, FINANCE, own)).toEqual(new Set(['projects', 'skills']));
  });

  it('follows only the person’s own choices when they have no department', () => {
    expect(hiddenSectionKeys(SECTIONS, null, [{ id: 1, status: false }])).toEqual(new Set(['career']));
  });

  it('ignores other departments’ settings', () => {
    expect(hiddenSectionKeys(SECTIONS, ENGINEERING, [])).not.toContain('achievements');
  });
});
