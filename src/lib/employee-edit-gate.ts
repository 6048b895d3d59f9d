// SPEC §4: an employee may be changed only while their stage is 'pre-offer' or empty, and only by a
// user with employee::update. The client shows the profile read-only otherwise; the API refuses (403).

export const EDITABLE_STAGES: readonly string[] = ['', 'pre-offer'];

export type EditBlock = 'permission' | 'stage';

export function employeeEditBlock(stage: string | null | undefined, mayUpdate: boolean): EditBlock | null {
  if (!mayUpdate) return 'permission';
  if (!EDITABLE_STAGES.includes(stage ?? '')) return 'stage';
  return null;
}

export function editBlockMessage(block: EditBlock, stage: string | null | undefined): string {
  if (block === 'permission') {
    return 'You can view this profile but not change it: editing employees needs the employee::update permission.';
  }
  return `This profile is read-only: employees can be changed only before an offer (stage “pre-offer” or none), and this one is at “${stage}”.`;
}
