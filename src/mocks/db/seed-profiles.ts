import type { Faker } from '@faker-js/faker';
import { PROFILE_SECTION_KEYS, PROFILE_SECTION_LABELS } from '@/api/profile-sections/profile-section.schemas';
import type {
  AchievementRow,
  CareerChangeRow,
  CareerEntryRow,
  CourseRow,
  CvHistoryRow,
  CvRow,
  EducationRow,
  ExperienceRow,
  LanguageRow,
  MediaRow,
  ProfileSectionRow,
  UserLanguageRow,
  UserProjectRow,
} from './profile-schemas';
import type { ReferenceLists } from './seed-reference-lists';
import type { MockUser } from './schemas';
import { SECTION_SEEDERS, type SectionSeedContext } from './seed-profile-sections';

// Profile sections for the first people of a tenant (every demo account among them). Later people
// start with empty profiles, as newcomers do, which also keeps a 5,000-person seed quick.
export const PROFILED_USERS = 120;

const LANGUAGE_NAMES = ['English', 'Georgian', 'German', 'French', 'Spanish', 'Russian', 'Italian', 'Dutch'];
const LANGUAGE_LEVEL_NAMES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'];

const SECTION_NAMES = PROFILE_SECTION_LABELS;

const named = (names: readonly string[]): LanguageRow[] =>
  names.map((name, index) => ({ id: index + 1, name, order: index + 1 }));

// Finance keeps achievements and projects off its people's profiles; every other department shows all.
function profileSectionRows(lists: ReferenceLists): ProfileSectionRow[] {
  const finance = lists.departments.find((row) => row.name === 'Finance')?.id;
  return PROFILE_SECTION_KEYS.map((key, index) => ({
    id: index + 1,
    key,
    name: SECTION_NAMES[key],
    departments:
      finance !== undefined && (key === 'achievements' || key === 'projects')
        ? [{ department_id: finance, status: false }]
        : [],
  }));
}

export type ProfileSeed = {
  languages: LanguageRow[];
  languageLevels: LanguageRow[];
  userLanguages: UserLanguageRow[];
  education: EducationRow[];
  experiences: ExperienceRow[];
  courses: CourseRow[];
  achievements: AchievementRow[];
  userProjects: UserProjectRow[];
  media: MediaRow[];
  profileSections: ProfileSectionRow[];
  careerHistory: CareerEntryRow[];
  careerChanges: CareerChangeRow[];
  cvs: CvRow[];
  cvHistory: CvHistoryRow[];
};

type Context = { faker: Faker; lists: ReferenceLists; referenceDate: Date };

function counter(): () => number {
  let last = 0;
  return () => (last += 1);
}

// Fills in each profiled user's brief intro (in place) and returns every section's rows. Each
// section has its own seeder; they run in this order for each person, so the data stays the same.
export function seedProfiles(users: MockUser[], { faker, lists, referenceDate }: Context): ProfileSeed {
  const seed: ProfileSeed = {
    languages: named(LANGUAGE_NAMES),
    languageLevels: named(LANGUAGE_LEVEL_NAMES),
    userLanguages: [],
    education: [],
    experiences: [],
    courses: [],
    achievements: [],
    userProjects: [],
    media: [],
    profileSections: profileSectionRows(lists),
    careerHistory: [],
    careerChanges: [],
    cvs: [],
    cvHistory: [],
  };
  const context: SectionSeedContext = {
    faker,
    lists,
    referenceDate,
    seed,
    ids: {
      userLanguage: counter(),
      education: counter(),
      experience: counter(),
      course: counter(),
      achievement: counter(),
      project: counter(),
      media: counter(),
      career: counter(),
      change: counter(),
      cv: counter(),
      cvHistory: counter(),
    },
    adminName: users.find((user) => user.role === 'admin')?.name,
  };
  for (const user of users.slice(0, PROFILED_USERS)) {
    for (const seedSection of SECTION_SEEDERS) seedSection(user, context);
  }
  return seed;
}
