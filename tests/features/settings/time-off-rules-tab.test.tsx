import { screen, waitFor, within } from '@testing-library/react';
import { addMonths, format, parseISO } from 'date-fns';
import type { ApplicationConfig } from '@/api/application-configs/application-config.schemas';
import { applicationConfigsList } from '@/api/application-configs/application-configs.reference';
import { SettingsScreen } from '@/features/settings/settings-page';
import { exampleStartDate } from '@/lib/time-off-rules';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=time-off';

function openTab(as = 'admin@acme.test') {
  return renderScreen(SettingsScreen, {
    url: TAB_URL,
    as,
    ready: () => screen.findByRole('form', { name: 'Time-off rules' }),
  });
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const example = () => screen.getByRole('region', { name: 'What this means for a new hire' });
// The example hire starts on the first of next month; the eligibility date is counted here on its own.
const start = parseISO(exampleStartDate(new Date()));
const longDate = (date: Date) => format(date, 'd MMMM yyyy');

describe('settings: the Time-off rules tab', () => {
  it("shows the organisation's rules and what they mean for someone who starts next month, as they are typed", async () => {
    const { user } = await openTab();
    expect(screen.getByRole('tab', { name: 'Time-off rules', selected: true })).toBeInTheDocument();
    expect(field(/^Yearly vacation days/)).toHaveValue('26');
    expect(field(/^Eligibility period \(months\)/)).toHaveValue('11');
    expect(field(/^Bonus days before eligibility/)).toHaveValue('5');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Final reviewer' })).toHaveValue('Nino Beridze'),
    );

    const text = () => example().textContent;
    expect(text()).toContain(`Someone who starts on ${longDate(start)}:`);
    expect(text()).toContain(
      `can take time off from ${longDate(addMonths(start, 11))} (after 11 months of work) and then has 26 days a year`,
    );
    expect(text()).toContain(`may take up to 5 days before ${longDate(addMonths(start, 11))} as bonus days`);
    expect(text()).toContain('approved by their manager, then by Nino Beridze');

    await user.clear(field(/^Eligibility period/));
    await user.type(field(/^Eligibility period/), '0');
    expect(text()).toContain('can take time off from the first day and has 26 days a year');
    await user.clear(field(/^Eligibility period/));
    await user.type(field(/^Eligibility period/), '99');
    expect(text()).toContain('Enter whole numbers in the ranges shown to see an example.');
  });

  it('saves with POST time-off-configs, and the application config everyone reads has the new rules', async () => {
    const { user, queryClient } = await openTab();
    await user.clear(field(/^Yearly vacation days/));
    await user.type(field(/^Yearly vacation days/), '20');
    await choose(user, 'Final reviewer', 'None (single-step approval)');
    expect(example().textContent).toContain('decided by their manager alone (single-step approval)');
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Time-off rules saved')).toBeInTheDocument();
    expect(await log.all()).toEqual([
      {
        method: 'POST',
        path: 'time-off-configs',
        body: { yearly_vacation_days: 20, trial_period: 11, trial_bonus_days: 5, final_reviewer: 0 },
      },
    ]);
    expect(queryClient.getQueryData<ApplicationConfig>(applicationConfigsList.queryKey())?.time_off).toEqual({
      yearly_vacation_days: 20,
      trial_period: 11,
      trial_bonus_days: 5,
      final_reviewer: 0,
    });
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('checks the ranges before sending, and a refused save shows the 422 at its field with every value kept', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.clear(field(/^Yearly vacation days/));
    await user.type(field(/^Yearly vacation days/), '400');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Between 0 and 365')).toBeInTheDocument();
    expect(await log.writes()).toEqual([]);

    await user.clear(field(/^Yearly vacation days/));
    await user.type(field(/^Yearly vacation days/), '30');
    answerWith('POST', 'time-off-configs', 422, {
      message: 'The trial period field must be between 0 and 24.',
      errors: { trial_period: ['The trial period field must be between 0 and 24.'] },
    });
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('The trial period field must be between 0 and 24.')).toBeInTheDocument();
    expect(field(/^Eligibility period/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Yearly vacation days/)).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
  });

  it('says when the rules cannot be loaded, and Try again loads them', async () => {
    setFault({ method: 'GET', path: 'application-configs', status: 500 });
    const { user } = await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The time-off rules could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Time-off rules' })).toBeInTheDocument();
  });

  it('an organisation without rules of its own sees the standard ones, said as such', async () => {
    await openTab('admin@globex.test');
    expect(screen.getByText(/^These are the standard rules of the Georgian Labour Code/)).toBeInTheDocument();
    expect(field(/^Yearly vacation days/)).toHaveValue('24');
    expect(within(example()).getByText(/single-step approval/)).toBeInTheDocument();
  });
});
