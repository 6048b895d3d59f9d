import type { Faker } from '@faker-js/faker';
import { format, subDays, subMonths, subYears } from 'date-fns';
import { PROFILE_SECTION_KEYS, type ProfileSectionKey } from '@/api/profile-sections/profile-section.schemas';
import { DEGREES } from '@/lib/constants';
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
import type { ReferenceLists } from './reference-lists';
import type { MockUser } from './schemas';

// Profile sections for the first people of a tenant (every demo account among them). Later people
// start with empty profiles, as newcomers do, which also keeps a 5,000-person seed quick.
export const PROFILED_USERS = 120;

const LANGUAGE_NAMES = ['English', 'Georgian', 'German', 'French', 'Spanish', 'Russian', 'Italian', 'Dutch'];
const LANGUAGE_LEVEL_NAMES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'];

const SECTION_NAMES: Record<ProfileSectionKey, string> = {
  career: 'Career history',
  skills: 'Skills',
  languages: 'Languages',
  education: 'Education',
  experiences: 'Experiences',
  courses: 'Courses',
  achievements: 'Achievements',
  projects: 'Projects',
};

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

const day = (date: Date): string => format(date, 'yyyy-MM-dd');

function counter(): () => number {
  let last = 0;
  return () => (last += 1);
}

const INTROS = [
  'Builds dependable web products and enjoys turning vague requirements into clear plans.',
  'Focuses on quality: automated tests, careful reviews and releases nobody has to worry about.',
  'Brings teams and clients together; happiest when a hard deadline is met without overtime.',
];

// Fills in each profiled user's brief intro (in place) and returns every section's rows.
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
  const ids = {
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
  };
  const file = (userId: number, fileName: string, createdAt: string): number => {
    const id = ids.media();
    seed.media.push({
      id,
      user_id: userId,
      file_name: fileName,
      mime_type: 'application/pdf',
      size: faker.number.int({ min: 40_000, max: 900_000 }),
      created_at: createdAt,
      content: null,
    });
    return id;
  };
  const admin = users.find((user) => user.role === 'admin');

  for (const user of users.slice(0, PROFILED_USERS)) {
    const joined = new Date(user.created_at);
    user.brief_intro = faker.helpers.arrayElement(INTROS);

    const languages = faker.helpers.arrayElements(seed.languages, { min: 1, max: 3 });
    for (const language of languages) {
      const level = faker.helpers.arrayElement(seed.languageLevels).id;
      const certified = faker.datatype.boolean({ probability: 0.3 });
      seed.userLanguages.push({
        id: ids.userLanguage(),
        user_id: user.id,
        language_id: language.id,
        level,
        certificate_ids: certified
          ? [file(user.id, `${language.name} certificate.pdf`, joined.toISOString())]
          : [],
      });
    }

    const graduated = subYears(joined, faker.number.int({ min: 1, max: 8 }));
    seed.education.push({
      id: ids.education(),
      user_id: user.id,
      institution: `${faker.location.city()} State University`,
      degree: faker.helpers.arrayElement(DEGREES),
      field_of_study: faker.helpers.arrayElement(['Computer Science', 'Economics', 'Design', 'Mathematics']),
      start_date: day(subYears(graduated, 4)),
      end_date: day(graduated),
    });

    const left = subMonths(joined, faker.number.int({ min: 0, max: 6 }));
    seed.experiences.push({
      id: ids.experience(),
      user_id: user.id,
      company: faker.company.name(),
      position: faker.person.jobTitle(),
      industry_id: faker.helpers.arrayElement(lists.industries).id,
      start_date: day(subYears(left, faker.number.int({ min: 1, max: 4 }))),
      end_date: day(left),
      description: faker.company.catchPhrase(),
    });

    if (faker.datatype.boolean({ probability: 0.6 })) {
      const completed = day(subMonths(referenceDate, faker.number.int({ min: 1, max: 30 })));
      seed.courses.push({
        id: ids.course(),
        user_id: user.id,
        name: faker.helpers.arrayElement(['Advanced TypeScript', 'Leading teams', 'Cloud fundamentals']),
        provider: faker.helpers.arrayElement(['Coursera', 'Udemy', 'In-house academy']),
        completed_at: completed,
        media_ids: [file(user.id, 'Course certificate.pdf', `${completed}T09:00:00.000Z`)],
      });
    }
    if (faker.datatype.boolean({ probability: 0.4 })) {
      const achieved = day(subMonths(referenceDate, faker.number.int({ min: 1, max: 24 })));
      seed.achievements.push({
        id: ids.achievement(),
        user_id: user.id,
        title: faker.helpers.arrayElement(['Employee of the quarter', 'Conference talk', 'Hackathon winner']),
        description: faker.lorem.sentence(),
        achieved_at: achieved,
        media_ids: faker.datatype.boolean()
          ? [file(user.id, 'Award letter.pdf', `${achieved}T09:00:00.000Z`)]
          : [],
      });
    }

    const projectCount = faker.number.int({ min: 1, max: 3 });
    for (let index = 0; index < projectCount; index += 1) {
      const start = faker.date.between({ from: joined, to: referenceDate });
      seed.userProjects.push({
        id: ids.project(),
        user_id: user.id,
        name: `${faker.commerce.productAdjective()} ${faker.commerce.product()} platform`,
        client: faker.company.name(),
        role: faker.helpers.arrayElement(['Developer', 'Tester', 'Designer', 'Analyst', 'Lead']),
        description: faker.lorem.sentence(),
        start_date: day(start),
        end_date: faker.datatype.boolean()
          ? null
          : day(faker.date.between({ from: start, to: referenceDate })),
        industry_id: faker.helpers.arrayElement(lists.industries).id,
        skill_ids: user.skills.slice(0, 3).map((skill) => skill.skill_id),
        media_ids: [],
      });
    }

    // Career here: an earlier step (when they have been here over a year), then the current one.
    const promoted = subMonths(referenceDate, faker.number.int({ min: 2, max: 10 }));
    if (promoted > joined) {
      const earlier = ids.career();
      seed.careerHistory.push({
        id: earlier,
        user_id: user.id,
        position_id: user.position_id,
        department_id: user.department_id,
        seniority_id: lists.seniorities.find((row) => row.parent_id !== null)?.id ?? null,
        start_date: day(joined),
        end_date: day(subDays(promoted, 1)),
        note: 'Joined the company',
      });
      seed.careerChanges.push({
        id: ids.change(),
        career_history_id: earlier,
        changed_at: promoted.toISOString(),
        changed_by: admin?.name ?? 'System',
        changes: [{ field: 'end_date', from: null, to: day(subDays(promoted, 1)) }],
      });
    }
    seed.careerHistory.push({
      id: ids.career(),
      user_id: user.id,
      position_id: user.position_id,
      department_id: user.department_id,
      seniority_id: user.seniority_id,
      start_date: day(promoted > joined ? promoted : joined),
      end_date: null,
      note: promoted > joined ? 'Promotion' : 'Joined the company',
    });

    const cvId = ids.cv();
    const cvDate = subMonths(referenceDate, faker.number.int({ min: 0, max: 6 })).toISOString();
    seed.cvs.push({
      id: cvId,
      user_id: user.id,
      cv_name: `${user.name} CV`,
      variant: 'Standard',
      summary: user.brief_intro,
      sections: ['skills', 'languages', 'education', 'experiences', 'projects'],
      file_media_id: null,
      created_at: cvDate,
      updated_at: cvDate,
    });
    seed.cvHistory.push({
      id: ids.cvHistory(),
      cv_id: cvId,
      action: 'created',
      detail: `Created "${user.name} CV"`,
      changed_by: admin?.name ?? user.name,
      changed_at: cvDate,
    });
  }
  return seed;
}
