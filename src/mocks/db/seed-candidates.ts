import type { Faker } from '@faker-js/faker';
import { addDays, subDays } from 'date-fns';
import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import {
  CANDIDATE_SOURCES,
  DEFAULT_STAGE_NAMES,
  PIPELINE_STAGES,
  type PipelineStage,
} from '@/lib/recruitment-stages';
import type {
  CandidateEventRow,
  CandidateNoteRow,
  CandidateRow,
  RecruitmentStageRow,
  RejectionReasonRow,
} from './recruitment-schemas';
import type { ReferenceLists } from './seed-reference-lists';
import { REGISTRATION_LINK_DAYS } from './seed-registrations';
import type { MockUser } from './schemas';

// The recruitment pipeline's seed, drawn last from a stream of its own so nothing seeded before moves.
// Candidates are people of their own, never staff (issue 32): a few at each stage and some rejected, so
// both tenants show every stage at any scale; a few hired staff keep the candidate row they came by.

// Odoo's default refuse reasons.
export const DEFAULT_REJECTION_REASONS = [
  "Doesn't fit",
  'Job already filled',
  'Duplicate',
  'Spam',
  'Refused by candidate: job fit',
  'Refused by candidate: salary',
] as const;

// Active candidates per stage (40 in all), and rejected ones.
const STAGE_COUNTS: Record<PipelineStage, number> = {
  new: 8,
  screening: 8,
  interview: 7,
  test_task: 6,
  'pre-offer': 6,
  offer: 5,
};
const REJECTED_COUNT = 16;
// Hired people whose candidate row stays as history (someone may apply again with their phone).
const HIRED_WITH_HISTORY = 3;

const NOTE_BODIES = [
  'Strong fundamentals; explained trade-offs clearly.',
  'Good communication, a little light on testing.',
  'Salary expectation above the band; worth a second talk.',
  'Test task was tidy and on time.',
  'Culture fit looks good; the team liked the conversation.',
  'Needs more depth in system design.',
  'Referred by a colleague who worked with them before.',
] as const;

export type CandidateSeed = {
  users: MockUser[];
  candidates: CandidateRow[];
  candidateEvents: CandidateEventRow[];
  candidateNotes: CandidateNoteRow[];
  rejectionReasons: RejectionReasonRow[];
  recruitmentStages: RecruitmentStageRow[];
};

type Context = { faker: Faker; tenant: string; lists: ReferenceLists; referenceDate: Date };

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

function newCandidateUser(id: number, stage: MockUser['stage'], { faker, lists, referenceDate }: Context) {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const position = faker.helpers.arrayElement(lists.positions);
  const grades = lists.seniorities.filter((row) => row.parent_id !== null);
  const skills = faker.helpers.arrayElements(lists.skills, { min: 2, max: 4 }).map((skill) => ({
    skill_id: skill.id,
    proficiency: faker.number.int({ min: 1, max: 5 }),
    competency: faker.number.int({ min: 1, max: 4 }),
  }));
  const user: MockUser = {
    id,
    first_name: firstName,
    last_name: lastName,
    name: `${firstName} ${lastName}`,
    email: `${slug(firstName)}.${slug(lastName)}.${id}@candidates.test`,
    password: DEMO_PASSWORD,
    role: 'employee',
    permissions: [],
    // A candidate cannot sign in until hired.
    active: false,
    title: position.name,
    avatar: null,
    is_billable: false,
    position_id: position.id,
    department_id: null,
    seniority_id: faker.helpers.arrayElement(grades).id,
    stage,
    archived: false,
    created_at: subDays(referenceDate, faker.number.int({ min: 1, max: 360 })).toISOString(),
    skills,
    employment_type_id: null,
    start_date: null,
    weekly_hours: null,
    personal: null,
    brief_intro: null,
    profile_sections: [],
  };
  return user;
}

const phoneOf = (faker: Faker) =>
  `+995 5${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`;

export function seedCandidates(users: readonly MockUser[], context: Context): CandidateSeed {
  const { faker, referenceDate } = context;
  const owners = users.filter((user) => user.role === 'admin' && !user.archived);
  const ownerId = () => (owners.length > 0 ? faker.helpers.arrayElement(owners).id : null);
  const reasons: RejectionReasonRow[] = DEFAULT_REJECTION_REASONS.map((name, index) => ({
    id: index + 1,
    name,
    order: index + 1,
  }));
  const stages: RecruitmentStageRow[] = PIPELINE_STAGES.map((key, index) => ({
    key,
    name: DEFAULT_STAGE_NAMES[key],
    order: index + 1,
  }));

  // Who is at each stage: new people, after the staff's ids.
  const added: MockUser[] = [];
  let nextId = users.reduce((max, user) => Math.max(max, user.id), 0) + 1;
  const addAt = (stage: MockUser['stage'], count: number) => {
    for (let index = 0; index < count; index += 1) {
      added.push(newCandidateUser(nextId, stage, context));
      nextId += 1;
    }
  };
  for (const stage of PIPELINE_STAGES) addAt(stage, STAGE_COUNTS[stage]);
  addAt('rejected', REJECTED_COUNT);
  const hiredWithHistory = users
    .filter((user) => user.stage === 'hired' && !user.archived)
    .slice(-HIRED_WITH_HISTORY);

  const candidates: CandidateRow[] = [];
  const events: CandidateEventRow[] = [];
  const notes: CandidateNoteRow[] = [];
  const event = (row: Omit<CandidateEventRow, 'id'>) => events.push({ id: events.length + 1, ...row });

  for (const user of [...added, ...hiredWithHistory]) {
    const status = user.stage === 'rejected' ? 'rejected' : user.stage === 'hired' ? 'hired' : 'active';
    // The furthest stage reached: the current one, or where they stopped.
    const reached: PipelineStage =
      status === 'active'
        ? (user.stage as PipelineStage)
        : status === 'hired'
          ? 'offer'
          : faker.helpers.arrayElement(PIPELINE_STAGES);
    const steps = PIPELINE_STAGES.slice(0, PIPELINE_STAGES.indexOf(reached) + 1);
    // Worked back from where they stand now: an active candidate has been 0–40 days in the stage (some
    // stale, > 14), a rejected or hired one left 1–10 days after the last move, some day of the last
    // year; each earlier stage lasted 2–12 days.
    const leftAt =
      status === 'active' ? referenceDate : subDays(referenceDate, faker.number.int({ min: 1, max: 330 }));
    const lastStay =
      status === 'active' ? faker.number.int({ min: 0, max: 40 }) : faker.number.int({ min: 1, max: 10 });
    const gaps = steps.slice(1).map(() => faker.number.int({ min: 2, max: 12 }));
    const span = gaps.reduce((sum, gap) => sum + gap, 0) + lastStay;
    const applied = subDays(leftAt, span);
    const owner = ownerId();
    let at = applied;
    event({
      user_id: user.id,
      from: null,
      to: 'new',
      action: 'created',
      by: owner,
      at: at.toISOString(),
      note: null,
    });
    steps.slice(1).forEach((stage, index) => {
      at = addDays(at, gaps[index] ?? 3);
      event({
        user_id: user.id,
        from: steps[index] ?? null,
        to: stage,
        action: 'moved',
        by: owner,
        at: at.toISOString(),
        note: null,
      });
    });
    const stageChangedAt = at;
    let rejection: CandidateRow['rejection'] = null;
    let lastActivity = at;
    if (status === 'rejected') {
      const rejectedAt = leftAt;
      rejection = {
        reason_id: faker.helpers.arrayElement(reasons).id,
        note: faker.datatype.boolean({ probability: 0.5 }) ? faker.helpers.arrayElement(NOTE_BODIES) : null,
        stage: reached,
        rejected_at: rejectedAt.toISOString(),
        rejected_by: owner,
      };
      event({
        user_id: user.id,
        from: reached,
        to: null,
        action: 'rejected',
        by: owner,
        at: rejectedAt.toISOString(),
        note: rejection.note,
      });
      lastActivity = rejectedAt;
    }
    if (status === 'hired') {
      const hiredAt = leftAt;
      event({
        user_id: user.id,
        from: 'offer',
        to: null,
        action: 'hired',
        by: owner,
        at: hiredAt.toISOString(),
        note: null,
      });
      lastActivity = hiredAt;
    }
    for (let index = faker.number.int({ min: 0, max: 3 }); index > 0; index -= 1) {
      const written = addDays(applied, faker.number.int({ min: 0, max: Math.max(0, span) }));
      notes.push({
        id: notes.length + 1,
        user_id: user.id,
        body: faker.helpers.arrayElement(NOTE_BODIES),
        rating: faker.datatype.boolean({ probability: 0.7 }) ? faker.number.int({ min: 1, max: 5 }) : null,
        author_id: ownerId(),
        created_at: written.toISOString(),
      });
    }
    const atOffer = reached === 'pre-offer' || reached === 'offer';
    candidates.push({
      user_id: user.id,
      phone: faker.datatype.boolean({ probability: 0.8 }) ? phoneOf(faker) : null,
      linkedin: faker.datatype.boolean({ probability: 0.6 })
        ? `https://www.linkedin.com/in/${slug(user.first_name)}-${slug(user.last_name)}-${user.id}`
        : null,
      source: faker.helpers.arrayElement(CANDIDATE_SOURCES),
      owner_id: owner,
      expected_salary_cents: faker.datatype.boolean({ probability: 0.7 })
        ? faker.number.int({ min: 15, max: 80 }) * 10_000
        : null,
      currency: faker.helpers.arrayElement(['GEL', 'EUR', 'USD']),
      available_from: faker.datatype.boolean({ probability: 0.5 })
        ? addDays(referenceDate, faker.number.int({ min: 7, max: 60 }))
            .toISOString()
            .slice(0, 10)
        : null,
      stage: reached,
      stage_changed_at: stageChangedAt.toISOString(),
      status,
      rejection,
      registration:
        atOffer && status === 'active' && faker.datatype.boolean({ probability: 0.5 })
          ? {
              status: 'sent',
              sent_at: addDays(stageChangedAt, 1).toISOString(),
              expires_at: addDays(stageChangedAt, 1 + REGISTRATION_LINK_DAYS).toISOString(),
              link_id: null,
            }
          : {
              status: status === 'hired' ? 'completed' : 'not_sent',
              sent_at: null,
              expires_at: null,
              link_id: null,
            },
      cv: null,
      created_at: applied.toISOString(),
      last_activity_at: lastActivity.toISOString(),
    });
  }
  shareContacts(candidates, faker);
  return {
    users: added,
    candidates,
    candidateEvents: events,
    candidateNotes: notes,
    rejectionReasons: reasons,
    recruitmentStages: stages,
  };
}

// A few active candidates applied before: they share a phone or profile link with a rejected or hired
// person (written differently, as people type them), so the duplicate warning has something to show.
function shareContacts(candidates: CandidateRow[], faker: Faker): void {
  const active = candidates.filter((row) => row.status === 'active');
  const earlier = candidates.filter((row) => row.status !== 'active');
  const pairs = Math.min(4, active.length, earlier.length);
  const takers = faker.helpers.arrayElements(active, pairs);
  const givers = faker.helpers.arrayElements(earlier, pairs);
  takers.forEach((taker, index) => {
    const giver = givers[index];
    if (!giver) return;
    if (index % 2 === 0) {
      giver.phone ??= phoneOf(faker);
      taker.phone = giver.phone.replaceAll(' ', '');
    } else {
      giver.linkedin ??= `https://www.linkedin.com/in/profile-${giver.user_id}`;
      taker.linkedin = giver.linkedin.toUpperCase();
    }
  });
}
