import type { Faker } from '@faker-js/faker';
import { subDays, subMonths, subYears } from 'date-fns';
import { DEGREES } from '@/lib/constants';
import type { MediaParent } from './media-parents';
import type { ReferenceLists } from './seed-reference-lists';
import type { MockUser } from './schemas';
import type { ProfileSeed } from './seed-profiles';
import { calendarDay } from '@/lib/calendar-day';

// One seeder per profile section. Each adds one person's rows to the seed; they share the faker,
// so their order (SECTION_SEEDERS) decides the data and must not change without reason.

type IdCounters = Record<
  | 'userLanguage'
  | 'education'
  | 'experience'
  | 'course'
  | 'achievement'
  | 'project'
  | 'media'
  | 'career'
  | 'change'
  | 'cv'
  | 'cvHistory',
  () => number
>;

export type SectionSeedContext = {
  faker: Faker;
  lists: ReferenceLists;
  referenceDate: Date;
  seed: ProfileSeed;
  ids: IdCounters;
  adminName: string | undefined;
};

type SectionSeeder = (user: MockUser, context: SectionSeedContext) => void;

const day = calendarDay;

const joinedOf = (user: MockUser): Date => new Date(user.created_at);

const INTROS = [
  'Builds dependable web products and enjoys turning vague requirements into clear plans.',
  'Focuses on quality: automated tests, careful reviews and releases nobody has to worry about.',
  'Brings teams and clients together; happiest when a hard deadline is met without overtime.',
];

// A stored PDF of the person's (a certificate, an award letter) listed by `parent`; returns its media id.
function storedFile(
  { faker, seed, ids }: SectionSeedContext,
  userId: number,
  parent: MediaParent,
  fileName: string,
  createdAt: string,
): number {
  const id = ids.media();
  seed.media.push({
    id,
    user_id: userId,
    parent,
    file_name: fileName,
    mime_type: 'application/pdf',
    size: faker.number.int({ min: 40_000, max: 900_000 }),
    created_at: createdAt,
    content: null,
  });
  return id;
}

const seedBriefIntro: SectionSeeder = (user, { faker }) => {
  user.brief_intro = faker.helpers.arrayElement(INTROS);
};

const seedLanguages: SectionSeeder = (user, context) => {
  const { faker, seed, ids } = context;
  const languages = faker.helpers.arrayElements(seed.languages, { min: 1, max: 3 });
  for (const language of languages) {
    const level = faker.helpers.arrayElement(seed.languageLevels).id;
    const certified = faker.datatype.boolean({ probability: 0.3 });
    const id = ids.userLanguage();
    const parent: MediaParent = { kind: 'language', id };
    seed.userLanguages.push({
      id,
      user_id: user.id,
      language_id: language.id,
      level,
      certificate_ids: certified
        ? [
            storedFile(
              context,
              user.id,
              parent,
              `${language.name} certificate.pdf`,
              joinedOf(user).toISOString(),
            ),
          ]
        : [],
    });
  }
};

const seedEducation: SectionSeeder = (user, { faker, seed, ids }) => {
  const graduated = subYears(joinedOf(user), faker.number.int({ min: 1, max: 8 }));
  seed.education.push({
    id: ids.education(),
    user_id: user.id,
    institution: `${faker.location.city()} State University`,
    degree: faker.helpers.arrayElement(DEGREES),
    field_of_study: faker.helpers.arrayElement(['Computer Science', 'Economics', 'Design', 'Mathematics']),
    start_date: day(subYears(graduated, 4)),
    end_date: day(graduated),
  });
};

const seedExperiences: SectionSeeder = (user, { faker, lists, seed, ids }) => {
  const left = subMonths(joinedOf(user), faker.number.int({ min: 0, max: 6 }));
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
};

const seedCourses: SectionSeeder = (user, context) => {
  const { faker, referenceDate, seed, ids } = context;
  if (!faker.datatype.boolean({ probability: 0.6 })) return;
  const completed = day(subMonths(referenceDate, faker.number.int({ min: 1, max: 30 })));
  const id = ids.course();
  seed.courses.push({
    id,
    user_id: user.id,
    name: faker.helpers.arrayElement(['Advanced TypeScript', 'Leading teams', 'Cloud fundamentals']),
    provider: faker.helpers.arrayElement(['Coursera', 'Udemy', 'In-house academy']),
    completed_at: completed,
    media_ids: [
      storedFile(
        context,
        user.id,
        { kind: 'course', id },
        'Course certificate.pdf',
        `${completed}T09:00:00.000Z`,
      ),
    ],
  });
};

const seedAchievements: SectionSeeder = (user, context) => {
  const { faker, referenceDate, seed, ids } = context;
  if (!faker.datatype.boolean({ probability: 0.4 })) return;
  const achieved = day(subMonths(referenceDate, faker.number.int({ min: 1, max: 24 })));
  const id = ids.achievement();
  seed.achievements.push({
    id,
    user_id: user.id,
    title: faker.helpers.arrayElement(['Employee of the quarter', 'Conference talk', 'Hackathon winner']),
    description: faker.lorem.sentence(),
    achieved_at: achieved,
    media_ids: faker.datatype.boolean()
      ? [
          storedFile(
            context,
            user.id,
            { kind: 'achievement', id },
            'Award letter.pdf',
            `${achieved}T09:00:00.000Z`,
          ),
        ]
      : [],
  });
};

const seedProjects: SectionSeeder = (user, { faker, lists, referenceDate, seed, ids }) => {
  const projectCount = faker.number.int({ min: 1, max: 3 });
  for (let index = 0; index < projectCount; index += 1) {
    const start = faker.date.between({ from: joinedOf(user), to: referenceDate });
    seed.userProjects.push({
      id: ids.project(),
      user_id: user.id,
      name: `${faker.commerce.productAdjective()} ${faker.commerce.product()} platform`,
      client: faker.company.name(),
      role: faker.helpers.arrayElement(['Developer', 'Tester', 'Designer', 'Analyst', 'Lead']),
      description: faker.lorem.sentence(),
      start_date: day(start),
      end_date: faker.datatype.boolean() ? null : day(faker.date.between({ from: start, to: referenceDate })),
      industry_id: faker.helpers.arrayElement(lists.industries).id,
      skill_ids: user.skills.slice(0, 3).map((skill) => skill.skill_id),
      media_ids: [],
    });
  }
};

// Career here: an earlier step (when they have been here over a year), then the current one.
const seedCareer: SectionSeeder = (user, { faker, lists, referenceDate, seed, ids, adminName }) => {
  const joined = joinedOf(user);
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
      changed_by: adminName ?? 'System',
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
};

const seedCvs: SectionSeeder = (user, { faker, referenceDate, seed, ids, adminName }) => {
  const cvId = ids.cv();
  const cvDate = subMonths(referenceDate, faker.number.int({ min: 0, max: 6 })).toISOString();
  seed.cvs.push({
    id: cvId,
    user_id: user.id,
    cv_name: `${user.name} CV`,
    variant: 'Standard',
    summary: user.brief_intro ?? '',
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
    changed_by: adminName ?? user.name,
    changed_at: cvDate,
  });
};

export const SECTION_SEEDERS: readonly SectionSeeder[] = [
  seedBriefIntro,
  seedLanguages,
  seedEducation,
  seedExperiences,
  seedCourses,
  seedAchievements,
  seedProjects,
  seedCareer,
  seedCvs,
];
