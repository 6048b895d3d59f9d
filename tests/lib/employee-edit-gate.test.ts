import fc from 'fast-check';
import { EDITABLE_STAGES, editBlockMessage, employeeEditBlock } from '@/lib/employee-edit-gate';

// SPEC §4: "Employee update: allowed only when the employee stage is 'pre-offer' or empty and the user
// has the permission employee::update."
describe('the employee edit gate (SPEC §4)', () => {
  it("allows a change at stage 'pre-offer' with employee::update", () => {
    expect(employeeEditBlock('pre-offer', true)).toBeNull();
  });

  it('allows a change at an empty stage with employee::update', () => {
    expect(employeeEditBlock('', true)).toBeNull();
    expect(employeeEditBlock(null, true)).toBeNull();
  });

  it('refuses any other stage, whatever the permission', () => {
    fc.assert(
      fc.property(
        fc.string().filter((stage) => !EDITABLE_STAGES.includes(stage)),
        (stage) => employeeEditBlock(stage, true) === 'stage',
      ),
    );
  });

  it('refuses a user without employee::update, whatever the stage', () => {
    for (const stage of ['', 'pre-offer', 'hired', 'offer'])
      expect(employeeEditBlock(stage, false)).toBe('permission');
  });

  it('says why: the missing permission, or the stage reached', () => {
    expect(editBlockMessage('permission', '')).toContain('employee::update');
    expect(editBlockMessage('stage', 'hired')).toContain('“hired”');
  });
});
