import { useCan } from '@/api/use-can';
import { editBlockMessage, employeeEditBlock } from '@/lib/employee-edit-gate';
import { PERMISSIONS } from '@/lib/permissions';

export type EditGate = { editable: boolean; reason: string | null };

// SPEC §4 for the profile on screen: read-only, with the reason, unless the stage and permission allow.
export function useEditGate(person: { stage: string } | undefined): EditGate {
  const can = useCan();
  if (!person) return { editable: false, reason: null };
  const block = employeeEditBlock(person.stage, can(PERMISSIONS.employeeUpdate));
  return block
    ? { editable: false, reason: editBlockMessage(block, person.stage) }
    : { editable: true, reason: null };
}
