import { paginatorOf } from '@/api/common.schemas';
import {
  employeeListQuery,
  usersWithUserDataListQuery,
  type UserDataType,
} from '@/api/users/user-list.query';
import { employeeListSchema, employeeSchema, userIdListSchema } from '@/api/users/user-list.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { employeesOf } from '../db/employee-view';
import type { MockUser } from '../db/schemas';
import { paginate } from '../routing/paginate';
import { found, idParam, notFound, respond, validationFailed } from '../routing/responses';
import type { TenantContext } from '../routing/authorize';
import { tenantRoute } from '../routing/route';

const employeePageSchema = paginatorOf(employeeSchema);

const byId = (a: MockUser, b: MockUser) => a.id - b.id;

// GET users?status=active|archived&per_page=all|<n>&page=<n> (read as employeeListQuery declares it):
// per_page=all answers { data } with every row; otherwise Laravel's paginator. In id order; the list screen sorts and filters itself.
// Candidates (a pipeline stage or 'rejected') only with with_candidates=1 (proposed): the directory
// lists employees. with_candidates=1 is ignored without recruitment::view (issue 30, M3).
const list = tenantRoute(
  'GET',
  'users',
  ({ db, url, user }) => {
    const read = employeeListQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const { filters, perPage } = read.query;
    const archived = filters.status === 'archived';
    const everyone =
      filters.with_candidates === true && user.permissions.includes(PERMISSIONS.recruitmentView);
    const users = db.users
      .findMany((q) => q.where({ archived, stage: (stage) => everyone || !isCandidateStage(stage) }))
      .sort(byId);
    if (perPage === 'all') return respond(employeeListSchema, { data: employeesOf(db, users) });
    const page = paginate(users, url, perPage);
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

// The ids a data item stands for (a seniority band stands for its grades too), and the user column.
function matcherOf(db: TenantContext['db'], dataType: UserDataType, dataId: number) {
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
    const read = usersWithUserDataListQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const matches = matcherOf(db, read.query.filters.data_type, read.query.filters.data_id);
    const users = db.users.all().filter(readableBy(caller)).filter(matches).sort(byId);
    return respond(userIdListSchema, { data: users.map(toIdItem) });
  },
  { permission: PERMISSIONS.employeeView },
);

export const userListHandlers = [list, withSkill, withUserData];
