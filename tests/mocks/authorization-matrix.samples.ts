import { getTenantDb } from '@/mocks/db';
import type { MockUser } from '@/mocks/db/schemas';

// The ids the authorisation matrix's sample paths name, read from acme's seed (the matrix's tenant).
// "A colleague" is an acme employee who is none of the demo accounts, at a stage the edit gate lets
// through, so a row that depends on ownership tests the rule (own vs someone else's), not the seed.
export type MatrixSamples = {
  employeeId: number;
  colleagueId: number;
  // A colleague's profile items, each with its owner's id.
  education: Owned;
  experience: Owned;
  course: Owned;
  achievement: Owned;
  userProject: Owned;
  careerEntry: Owned;
  careerChangeId: number;
  cvId: number;
  media: Owned;
  language: { userId: number; languageId: number };
  skillId: number;
  positionId: number;
  departmentId: number;
  seniorityId: number;
  profileSectionId: number;
  // employee@'s own: a row only its owner may touch.
  employeeNotificationId: number;
  // admin@'s saved filter (the seed keeps filters for the admin only).
  adminSavedFilterId: number;
  // A colleague's pending request that neither sale@ nor employee@ reviews.
  colleagueTimeOffId: number;
  candidateId: number;
  rejectedCandidateId: number;
  projectId: number;
  termId: number;
  invoiceId: number;
  budgetYear: number;
  budgetVersionId: number;
  budgetRowId: number;
};

type Owned = { userId: number; id: number };

const DEMO_EMAILS = ['admin@acme.test', 'sale@acme.test', 'employee@acme.test'];

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`acme's seed has no ${what}`);
  return value;
}

export async function matrixSamples(): Promise<MatrixSamples> {
  const db = await getTenantDb('acme');
  const users = db.users.all();
  const byEmail = (email: string) =>
    must(
      users.find((user) => user.email === email),
      email,
    );
  const employee = byEmail('employee@acme.test');
  const sale = byEmail('sale@acme.test');
  const isColleague = (user: MockUser | undefined) =>
    user !== undefined &&
    !DEMO_EMAILS.includes(user.email) &&
    user.stage === '' &&
    user.active &&
    !user.archived &&
    user.role !== 'admin';
  const colleagues = new Set(users.filter(isColleague).map((user) => user.id));
  const owned = (rows: readonly { id: number; user_id: number }[], what: string): Owned => {
    const row = must(
      rows.find((item) => colleagues.has(item.user_id)),
      what,
    );
    return { userId: row.user_id, id: row.id };
  };

  const careerEntries = db.careerHistory.all();
  const changed = must(
    db.careerChanges
      .all()
      .find((change) =>
        colleagues.has(careerEntries.find((entry) => entry.id === change.career_history_id)?.user_id ?? 0),
      ),
    "a colleague's career change",
  );
  const languageRow = must(
    db.userLanguages.all().find((row) => colleagues.has(row.user_id) && row.certificate_ids.length > 0),
    "a colleague's language with certificates",
  );
  const reviewsOrOwns = (row: { user_id: number; approvals: { reviewer_id: number }[] }) =>
    [employee.id, sale.id].includes(row.user_id) ||
    row.approvals.some((step) => [employee.id, sale.id].includes(step.reviewer_id));
  const timeOff = must(
    db.timeOffs
      .all()
      .find(
        (row) =>
          colleagues.has(row.user_id) &&
          row.status === 'pending' &&
          row.withdrawn_at === null &&
          !reviewsOrOwns(row),
      ),
    "a colleague's pending time off",
  );
  const candidates = db.candidates.all();
  const project = must(db.projects.all()[0], 'project');
  const version = must(db.budgetVersions.all()[0], 'budget version');

  return {
    employeeId: employee.id,
    colleagueId: must([...colleagues][0], 'colleague'),
    education: owned(db.education.all(), "a colleague's education"),
    experience: owned(db.experiences.all(), "a colleague's experience"),
    course: owned(db.courses.all(), "a colleague's course"),
    achievement: owned(db.achievements.all(), "a colleague's achievement"),
    userProject: owned(db.userProjects.all(), "a colleague's project"),
    careerEntry: owned(careerEntries, "a colleague's career step"),
    careerChangeId: changed.id,
    cvId: owned(db.cvs.all(), "a colleague's CV").id,
    media: owned(
      db.media.all().flatMap((row) => (row.user_id === null ? [] : [{ id: row.id, user_id: row.user_id }])),
      "a colleague's file",
    ),
    language: { userId: languageRow.user_id, languageId: languageRow.language_id },
    skillId: must(db.skills.all()[0], 'skill').id,
    positionId: must(db.positions.all()[0], 'position').id,
    departmentId: must(db.departments.all()[0], 'department').id,
    seniorityId: must(db.seniorities.all()[0], 'seniority').id,
    profileSectionId: must(db.profileSections.all()[0], 'profile section').id,
    employeeNotificationId: must(
      db.notifications.all().find((row) => row.user_id === employee.id),
      "employee@'s notification",
    ).id,
    adminSavedFilterId: must(
      db.savedFilters.all().find((row) => row.user_id === byEmail('admin@acme.test').id),
      "admin@'s saved filter",
    ).id,
    colleagueTimeOffId: timeOff.id,
    candidateId: must(
      candidates.find((row) => row.status === 'active' && ['pre-offer', 'offer'].includes(row.stage)),
      'candidate at pre-offer or offer',
    ).user_id,
    rejectedCandidateId: must(
      candidates.find((row) => row.status === 'rejected'),
      'rejected candidate',
    ).user_id,
    projectId: project.id,
    termId: must(
      db.terms.all().find((term) => term.internal_project_id === project.id),
      "the project's term",
    ).id,
    invoiceId: must(db.invoices.all()[0], 'invoice').id,
    budgetYear: version.year,
    budgetVersionId: version.id,
    budgetRowId: must(
      db.budgetRows.all().find((row) => row.version_id === version.id && row.source !== 'department'),
      "the budget version's row",
    ).id,
  };
}
