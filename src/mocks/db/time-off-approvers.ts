import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from './schemas';

// Who reviews a person's time off (the contract's "Who approves"): step 1 their approver, step 2 the
// configured final reviewer when there is one and it is someone else.

const manages = (user: MockUser) => !user.archived && user.permissions.includes(PERMISSIONS.timeOffManage);

export type Approvers = (person: MockUser) => number[];

// Looked up once for many people (a seed of 5,000 asks 5,000 times): the demo's named approver
// (sale@<tenant>.test for employee@<tenant>.test), else the first other member of their department
// holding time-off::manage, else the tenant's admin.
export function approversOf(users: readonly MockUser[], finalReviewerId: number): Approvers {
  const managers = users.filter(manages);
  const admins = [...managers.filter((user) => user.role === 'admin'), ...managers];
  const byEmail = new Map(users.filter((user) => !user.archived).map((user) => [user.email, user]));
  const final =
    finalReviewerId > 0 && users.some((user) => user.id === finalReviewerId) ? finalReviewerId : 0;
  return (person) => {
    const demo = /^employee@(.+)$/.exec(person.email);
    const approver =
      (demo ? byEmail.get(`sale@${demo[1]}`) : undefined) ??
      managers.find(
        (user) =>
          user.id !== person.id &&
          person.department_id !== null &&
          user.department_id === person.department_id,
      ) ??
      admins.find((user) => user.id !== person.id) ??
      admins[0];
    const first = approver?.id ?? person.id;
    return final === 0 || final === first ? [first] : [first, final];
  };
}
