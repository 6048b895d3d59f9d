import { editBlockMessage, employeeEditBlock } from '@/lib/employee-edit-gate';
import { PERMISSIONS } from '@/lib/permissions';
import type { MockUser } from '../db/schemas';
import { findUser } from '../db/user-queries';
import type { TenantContext } from './authorize';
import { forbidden, found, idParam } from './responses';

// The employee a profile call changes, once the SPEC §4 gate lets it: 404 for an unknown id, 403 when
// the acting user lacks employee::update (employee::create also counts while adding someone) or the
// employee's stage is past 'pre-offer'.
export function editableEmployee(
  { db, user, params }: TenantContext,
  options: { creating?: boolean; idParamName?: string } = {},
): MockUser {
  const person = found(findUser(db, idParam(params[options.idParamName ?? 'id'])));
  const granted = user.permissions;
  const mayUpdate =
    granted.includes(PERMISSIONS.employeeUpdate) ||
    (options.creating === true && granted.includes(PERMISSIONS.employeeCreate));
  const block = employeeEditBlock(person.stage, mayUpdate);
  if (block) throw forbidden(editBlockMessage(block, person.stage));
  return person;
}
