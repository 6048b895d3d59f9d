import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExclusionDialog } from '@/features/time-offs/request/exclusion-dialog';
import { renderWithApp } from '../../render';
import { timeOffRow } from './time-off-fixtures';

// "Days excluded" follows SPEC §5's decimal rule as it is typed (issue 29, defect 8): digits and one dot,
// half days, so a value it cannot read never gets in; a value out of range is kept and said at the field.

function openDialog() {
  const onSave = vi.fn(() => Promise.resolve());
  renderWithApp(
    <ExclusionDialog request={timeOffRow(7, { working_days: 4.5 })} onSave={onSave} onClose={() => {}} />,
  );
  return { onSave, user: userEvent.setup({ delay: null }) };
}

const daysField = () => screen.getByRole('textbox', { name: /^Days excluded/ });

describe('the exclusion dialog', () => {
  it('"Days excluded" takes digits and one dot, one decimal, as it is typed', async () => {
    const { user, onSave } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'Partially excluded' }));
    await user.type(daysField(), 'a1x.5.5 d');
    expect(daysField()).toHaveValue('1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ exclusion: 'partially', excluded_days: 1.5 });
  });

  it('keeps a number out of range and says why at the field, saving nothing', async () => {
    const { user, onSave } = openDialog();
    await user.click(screen.getByRole('radio', { name: 'Partially excluded' }));
    await user.type(daysField(), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the days excluded, more than 0 and less than 4.5, in halves.'),
    ).toBeVisible();
    expect(daysField()).toHaveValue('9');
    expect(daysField()).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });
});
