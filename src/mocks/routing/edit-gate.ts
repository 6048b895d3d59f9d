import { editBlockMessage, employeeEditBlock } from '@/lib/employee-edit-gate';
import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';
import { findUser } from '../db/user-queries';
import type { TenantContext } from './authorize';
import { forbidden, found, idParam } from './responses';

export type EditGateOptions = { creating?: boolean };

// SPEC §4 on the API side: 403 with the reason when the acting user lacks employee::update
// (employee::create also counts while adding someone) or the employee's stage is past 'pre-offer'.
export function assertMayEdit(
  { user }: TenantContext,
  person: MockUser,
  options: EditGateOptions = {},
): void {
  const granted = user.permissions;
  const mayUpdate =
    granted.includes(PERMISSIONS.employeeUpdate) ||
    (options.creating === true && granted.includes(PERMISSIONS.employeeCreate));
  const block = employeeEditBlock(person.stage, mayUpdate);
  if (block) throw forbidden(editBlockMessage(block, person.stage));
}

// The employee a profile call changes, named by the path's {id} (404 when unknown), once the gate
// lets it through.
export function editableEmployee(context: TenantContext, options: EditGateOptions = {}): MockUser {
  const person = found(findUser(context.db, idParam(context.params.id)));
  assertMayEdit(context, person, options);
  return person;
}

// The same for an employee named by id elsewhere (a body's user_id, a row's owner).
export function editableEmployeeById(context: TenantContext, userId: number): MockUser {
  const person = found(findUser(context.db, userId));
  assertMayEdit(context, person);
  return person;
}
