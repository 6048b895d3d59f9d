import { screen, waitFor, within } from '@testing-library/react';
import {
  holidayYearResponseSchema,
  type CountryHolidays,
} from '@/api/public-holidays/public-holiday.schemas';
import { publicHolidaysList } from '@/api/public-holidays/public-holidays.reference';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { typeDate } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { setupMockApi } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

// 2025: the year of finance.md §7's working-day vectors, whatever year it is now.
const TAB_URL = '/settings?tab=holidays&year=2025&country=GE';

function openTab(url = TAB_URL) {
  return renderScreen(SettingsScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('group', { name: 'June 2025' }),
  });
}

const dayList = () => screen.getByRole('table', { name: 'Public holidays in 2025' });
// A month by its heading (role queries over ~400 days are slow in jsdom); the heading names the group.
const month = (name: string) => {
  const group = screen.getByText(name, { selector: 'h4' }).closest<HTMLElement>('[role="group"]');
  if (!group) throw new Error(`No month ${name}`);
  expect(group).toHaveAccessibleName(name);
  return group;
};
const workingDaysIn = (name: string) => within(month(name)).getByText(/^\d+ working days?$/).textContent;

async function addHoliday(user: Awaited<ReturnType<typeof openTab>>['user'], digits: string, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add a holiday' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a holiday in 2025' });
  await typeDate(user, /^Date/, digits, { within: dialog });
  const field = within(dialog).getByRole('textbox', { name: /^Name/ });
  await user.clear(field);
  await user.type(field, name);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  return dialog;
}

describe('settings: the Public holidays tab', () => {
  it('shows the year of the link: each month with its working days, the holidays named and marked by source', async () => {
    await openTab();
    expect(screen.getByRole('tab', { name: 'Public holidays', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Georgia');
    expect(screen.getByText('249 working days in 2025')).toBeInTheDocument();
    const months = ['January', 'February', 'March', 'April', 'May', 'June'].map((name) =>
      workingDaysIn(`${name} 2025`),
    );
    expect(months).toEqual([
      '20 working days',
      '20 working days',
      '20 working days',
      '19 working days',
      '19 working days',
      '21 working days',
    ]);
    expect(
      within(month('April 2025')).getByText(
        '20 April: Orthodox Easter Sunday, public holiday from Orthodox Easter',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Public holidays in 2025' });
    expect(
      within(list).getByRole('row', { name: /Mon 26 May Independence Day Fixed date/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('row', { name: /Mon 21 April Orthodox Easter Monday Orthodox Easter/ }),
    ).toBeInTheDocument();
  });

  it('adds a holiday (a day outside the year or a day off already gets a message), and saving sends the year, updates the reference list and refetches nothing', async () => {
    const { user, queryClient } = await openTab();
    const dialog = await addHoliday(user, '07012025', 'Twice');
    expect(await within(dialog).findByText('Already a holiday: Orthodox Christmas')).toBeInTheDocument();
    await typeDate(user, /^Date/, '05012026', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Pick a day in 2025')).toBeInTheDocument();
    await typeDate(user, /^Date/, '13062025', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(workingDaysIn('June 2025')).toBe('20 working days');
    expect(screen.getByText('248 working days in 2025')).toBeInTheDocument();
    expect(
      within(month('June 2025')).getByText('13 June: Twice, day off added by your company'),
    ).toBeInTheDocument();

    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Public holidays of 2025 saved')).toBeInTheDocument();
    expect(await log.all()).toEqual([
      {
        method: 'POST',
        path: 'public-holidays',
        body: { country: 'GE', year: 2025, added: [{ date: '2025-06-13', name: 'Twice' }], removed: [] },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const reference = queryClient.getQueryData<CountryHolidays[]>(publicHolidaysList.queryKey());
    expect(reference?.find((entry) => entry.country === 'GE')?.holidays).toContainEqual({
      date: '2025-06-13',
      name: 'Twice',
    });
  });

  it('asks before removing a generated day, shows it removed with Restore, and sends the removed date', async () => {
    const { user } = await openTab();
    const remove = () =>
      user.click(screen.getByRole('button', { name: 'Remove Independence Day (Mon 26 May)' }));
    await remove();
    let confirm = await screen.findByRole('dialog', { name: 'Remove Independence Day?' });
    expect(confirm).toHaveTextContent('26 May 2025 becomes a working day in Georgia once you save.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(workingDaysIn('May 2025')).toBe('19 working days');

    await remove();
    confirm = await screen.findByRole('dialog', { name: 'Remove Independence Day?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(workingDaysIn('May 2025')).toBe('20 working days');
    expect(
      within(month('May 2025')).getByText('26 May: Independence Day, removed by your company, not a day off'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore Independence Day (Mon 26 May)' }));
    expect(workingDaysIn('May 2025')).toBe('19 working days');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await remove();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Independence Day?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Public holidays of 2025 saved');
    expect(await log.writes()).toEqual([
      {
        method: 'POST',
        path: 'public-holidays',
        body: { country: 'GE', year: 2025, added: [], removed: ['2025-05-26'] },
      },
    ]);
  });

  it('a refused save keeps the changes and names the day it stuck on', async () => {
    const { user } = await openTab();
    await addHoliday(user, '13062025', 'Company day');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answerWith('POST', 'public-holidays', 422, {
      message: 'The added.0.date is already a public holiday.',
      errors: { 'added.0.date': ['The added.0.date is already a public holiday.'] },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Not saved: one day needs a change (see the list).')).toBeInTheDocument();
    const row = within(dayList()).getByText('Company day').closest('tr') as HTMLElement;
    expect(within(row).getByText('The date is already a public holiday.')).toBeInTheDocument();
    expect(workingDaysIn('June 2025')).toBe('20 working days');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('says when the year cannot be loaded, and Try again loads it', async () => {
    setFault({ method: 'GET', path: 'all-public-holidays', status: 500 });
    const { user } = await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('The holidays of 2025 could not be loaded.'),
    });
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'June 2025' })).toBeInTheDocument();
  });

  it('previews next year, and says so when a year has no holidays at all', async () => {
    const next = new Date().getFullYear() + 1;
    answerWith(
      'GET',
      'all-public-holidays',
      200,
      { data: { country: 'GE', year: next, holidays: [], removed: [] } },
      holidayYearResponseSchema,
    );
    await renderScreen(SettingsScreen, {
      url: `/settings?tab=holidays&year=${next}&country=GE`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('group', { name: `June ${next}` }),
    });
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent(`${next} (next year)`);
    expect(screen.getByText(new RegExp(`^A preview of ${next}`))).toBeInTheDocument();
    expect(screen.getByText(`No public holidays in ${next}`)).toBeInTheDocument();
  });
});
