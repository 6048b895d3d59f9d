import { screen, within } from '@testing-library/react';
import { CalendarTab } from '@/features/time-offs/calendar/calendar-tab';
import { MIN_BAR_HEIGHT } from '@/lib/planner-bar-size';
import { getTenantDb } from '@/mocks/db';
import { storeTimeOff } from '../../mocks/time-off-rows';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// Someone employed whose name no one else's contains, with an approved vacation 3–7 March 2031 and a
// pending sick leave 5–6 March inside it (far from the seed's own leave).
async function personWithTwoRequests() {
  const db = await getTenantDb('acme');
  const users = db.users.all();
  const person = users.find(
    (user) =>
      !user.archived &&
      user.start_date !== null &&
      (user.stage === '' || user.stage === 'hired') &&
      users.filter((other) => other.name.toLowerCase().includes(user.name.toLowerCase())).length === 1,
  );
  if (!person) throw new Error('the seed has no such person');
  await storeTimeOff(person.id, { start_date: '2031-03-03', end_date: '2031-03-07' });
  await storeTimeOff(person.id, {
    type: 'sick_leave',
    status: 'pending',
    start_date: '2031-03-05',
    end_date: '2031-03-06',
  });
  return person;
}

const px = (value: string) => Number(value.replace('px', ''));

describe('the team calendar’s lanes', () => {
  it('stacks two requests that share days, each bar at least as tall as its text, neither over the other', async () => {
    const person = await personWithTwoRequests();
    await renderScreen(CalendarTab, {
      url: `/time-offs?view=calendar&zoom=month&from=2031-03-01&search=${encodeURIComponent(person.name)}`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('grid', { name: 'Team calendar' }),
    });
    const grid = screen.getByRole('grid', { name: 'Team calendar' });
    const vacation = within(grid).getByRole('gridcell', {
      name: /^Vacation, approved, 3 Mar 2031 – 7 Mar 2031/,
    });
    const sick = within(grid).getByRole('gridcell', {
      name: /^Sick leave, pending, 5 Mar 2031 – 6 Mar 2031/,
    });
    const [upper, lower] = [vacation, sick]
      .map((bar) => ({ top: px(bar.style.top), height: px(bar.style.height) }))
      .sort((a, b) => a.top - b.top);
    expect(upper!.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
    expect(lower!.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
    expect(lower!.top).toBeGreaterThanOrEqual(upper!.top + upper!.height);
  });
});
