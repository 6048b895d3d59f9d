import { paginatorOf } from '@/api/common.schemas';
import { employeeListSchema, employeeSchema, userIdListSchema } from '@/api/users/user-list.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { employeesOf } from '../db/employee-view';
import type { MockUser } from '../db/schemas';
import { paginate } from '../routing/paginate';
import { found, idParam, notFound, respond } from '../routing/responses';
import type { TenantContext } from '../routing/authorize';
import { tenantRoute } from '../routing/route';
import { isTruthy, validate } from '../routing/validate';

const DEFAULT_PER_PAGE = 15;
const STATUSES = ['active', 'archived'] as const;
const employeePageSchema = paginatorOf(employeeSchema);

const byId = (a: MockUser, b: MockUser) => a.id - b.id;

// GET users?status=active|archived&per_page=all|<n>&page=<n>: per_page=all answers { data } with
// every row; otherwise Laravel's paginator. In id order; the list screen sorts and filters itself.
// Candidates (a pipeline stage or 'rejected') only with with_candidates=1 (proposed): the directory
// lists employees. with_candidates=1 is ignored without recruitment::view (issue 30, M3).
const list = tenantRoute(
  'GET',
  'users',
  ({ db, url, user }) => {
    const query = Object.fromEntries(url.searchParams);
    const {
      status,
      per_page: perPageText,
      with_candidates: withCandidates,
    } = validate(query, {
      status: [{ in: STATUSES }],
      per_page: [{ regex: /^(all|[1-9]\d{0,3})$/ }],
      with_candidates: ['boolean'],
    });
    const archived = status === 'archived';
    const everyone = isTruthy(withCandidates) && user.permissions.includes(PERMISSIONS.recruitmentView);
    const users = db.users
      .findMany((q) => q.where({ archived, stage: (stage) => everyone || !isCandidateStage(stage) }))
      .sort(byId);
    if (perPageText === 'all') return respond(employeeListSchema, { data: employeesOf(db, users) });
    const page = paginate(users, url, perPageText === '' ? DEFAULT_PER_PAGE : Number(perPageText));
    // The bare paginator (no data wrapper): the shape this call has always had.
    return respond(employeePageSchema, { ...page, data: employeesOf(db, page.data) });
  },
  { permission: PERMISSIONS.employeeView },
);

const toIdItem = (user: MockUser) => ({ id: user.id, name: user.name });

// Candidates are recruitment data: only with recruitment::view, as users?with_candidates=1 (issue 30).
const readableBy = (caller: MockUser) => (person: MockUser) =>
  !isCandidateStage(person.stage) || caller.permissions.includes(PERMISSIONS.recruitmentView);

// Everyone with the skill, archived people too (the list screen intersects with what it shows).
const withSkill = tenantRoute(
  'GET',
  'users-with-certain-skills/:id',
  ({ db, params, user: caller }) => {
    const skillId = found(db.skills.findFirst((q) => q.where({ id: idParam(params.id) }))).id;
    const users = db.users
      .all()
      .filter(readableBy(caller))
      .filter((user) => user.skills.some((skill) => skill.skill_id === skillId))
      .sort(byId);
    return respond(userIdListSchema, { data: users.map(toIdItem) });
  },
  { permission: PERMISSIONS.employeeView },
);

const DATA_TYPES = ['position', 'department', 'seniority'] as const;
type DataType = (typeof DATA_TYPES)[number];

// The ids a data item stands for (a seniority band stands for its grades too), and the user column.
function matcherOf(db: TenantContext['db'], dataType: DataType, dataId: number) {
  if (dataType === 'position') {
    if (!db.positions.findFirst((q) => q.where({ id: dataId }))) throw notFound();
    return (user: MockUser) => user.position_id === dataId;
  }
  if (dataType === 'department') {
    if (!db.departments.findFirst((q) => q.where({ id: dataId }))) throw notFound();
    return (user: MockUser) => user.department_id === dataId;
  }
  if (!db.seniorities.findFirst((q) => q.where({ id: dataId }))) throw notFound();
  const ids = new Set([
    dataId,
    ...db.seniorities.findMany((q) => q.where({ parent_id: dataId })).map((row) => row.id),
  ]);
  return (user: MockUser) => user.seniority_id !== null && ids.has(user.seniority_id);
}

// GET users-with-certain-user-data?data_type=position|department|seniority&data_id=<id>. The client
// sends titles as 'position' (SPEC §7); an unknown item is a 404.
const withUserData = tenantRoute(
  'GET',
  'users-with-certain-user-data',
  ({ db, url, user: caller }) => {
    const query = Object.fromEntries(url.searchParams);
    const values = validate(query, {
      data_type: ['required', { in: DATA_TYPES }],
      data_id: ['required', 'integer'],
    });
    const matches = matcherOf(db, values.data_type as DataType, Number(values.data_id));
    const users = db.users.all().filter(readableBy(caller)).filter(matches).sort(byId);
    return respond(userIdListSchema, { data: users.map(toIdItem) });
  },
  { permission: PERMISSIONS.employeeView },
);

export const userListHandlers = [list, withSkill, withUserData];
