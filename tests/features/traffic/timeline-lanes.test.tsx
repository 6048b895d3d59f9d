import { screen, within } from '@testing-library/react';
import { TrafficTimelineScreen } from '@/features/traffic/traffic-timeline-page';
import { MIN_BAR_HEIGHT } from '@/lib/planner-bar-size';
import { getTenantDb } from '@/mocks/db';
import { nextId } from '@/mocks/db/tenant-db';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';

setupMockApi();

// March 2031, far from the seed's own allocations: the person has only what the test gives them.
const MARCH = { from: '2031-03-01', to: '2031-03-31' };

// Someone the timeline lists (employed, not archived) whose name no one else's contains, given four
// allocations on the same days and a two-day one inside them, each on its own project.
async function personOnFiveProjects() {
  const db = await getTenantDb('acme');
  const users = db.users.all();
  const person = users.find(
    (user) =>
      !user.archived &&
      user.start_date !== null &&
      (user.stage === '' || user.stage === 'hired') &&
      users.filter((other) => other.name.toLowerCase().includes(user.name.toLowerCase())).length === 1,
  );
  const projects = db.projects
    .all()
    .slice()
    .sort((a, b) => a.id - b.id)
    .slice(0, 5);
  if (!person || projects.length < 5) throw new Error('the seed has no such person or five projects');
  const spans = [
    ['2031-03-03', '2031-03-14'],
    ['2031-03-03', '2031-03-14'],
    ['2031-03-04', '2031-03-13'],
    ['2031-03-05', '2031-03-12'],
    ['2031-03-10', '2031-03-11'],
  ] as const;
  for (const [index, project] of projects.entries()) {
    const [start_date, end_date] = spans[index]!;
    const plan = { start_date, end_date, minutes_per_day: 120, rate_cents: 4500 };
    await db.terms.create({
      ...plan,
      id: nextId(db.terms),
      internal_project_id: project.id,
      user_id: person.id,
      status: 'confirmed',
      note: null,
      baseline: plan,
      created_at: '2031-01-01',
    });
  }
  return { person, projects };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const px = (value: string) => Number(value.replace('px', ''));

describe('the traffic timeline’s lanes', () => {
  it('stacks overlapping allocations in lanes at least as tall as their text, each named by its project', async () => {
    const { person, projects } = await personOnFiveProjects();
    await renderScreen(TrafficTimelineScreen, {
      url: `/traffic/timeline-view?zoom=month&group=none&from=${MARCH.from}&search=${encodeURIComponent(person.name)}`,
      as: 'admin@acme.test',
      ready: () => screen.findByRole('grid', { name: 'Traffic timeline' }),
    });
    const grid = screen.getByRole('grid', { name: 'Traffic timeline' });
    const bars = projects.map((project) =>
      within(grid).getByRole('gridcell', { name: new RegExp(`^${escapeRegExp(project.title)} · 25 % · `) }),
    );
    const boxes = bars
      .map((bar) => ({ top: px(bar.style.top), height: px(bar.style.height) }))
      .sort((a, b) => a.top - b.top);
    for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(MIN_BAR_HEIGHT);
    for (let index = 1; index < boxes.length; index += 1)
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.top + boxes[index - 1]!.height);

    // The two-day bar is too narrow for "… · 25 % · 2:00/d": it names its project, never the tail.
    expect(bars[4]).toHaveTextContent(new RegExp(`^${escapeRegExp(projects[4]!.title)}$`));
    for (const [index, bar] of bars.entries())
      expect(bar.textContent?.startsWith(projects[index]!.title)).toBe(true);
  });
});
