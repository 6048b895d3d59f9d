import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { choose, typeDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

// Seed (reference day 2025-05-15): Nino Beridze (user 1, editable) is an HR Manager in Human Resources:
// Junior II since 2024-08-15 (step 2, current), Junior I from 2023-05-15 to 2024-08-14 (step 1, with one
// recorded change, #1). Her projects: Electronic Table (2024-04-26 – 2024-11-18), Modern Mouse (since
// 2023-08-27) and Soft Computer (since 2023-07-26), both still running.
const NINO = 1;

// The tab is ready once its steps are listed.
const stepsShown = () => screen.findByRole('list', { name: 'Career steps' });

const steps = () => within(screen.getByRole('list', { name: 'Career steps' })).getAllByRole('listitem');
const step = (index: number) => {
  const item = steps()[index];
  if (!item) throw new Error(`No career step ${index}`);
  return item;
};

describe('the career history tab', () => {
  it('lists the steps newest first with position, department and seniority names, and marks the current one', async () => {
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    expect(steps()).toHaveLength(2);
    const current = step(0);
    expect(current).toHaveAccessibleName('HR Manager Since 15 Aug 2024');
    await waitFor(() => expect(current).toHaveTextContent('Human Resources · Junior II'));
    expect(within(current).getByText('Current')).toBeInTheDocument();
    expect(within(current).getByText('Promotion')).toBeInTheDocument();
    const earlier = step(1);
    expect(earlier).toHaveAccessibleName('HR Manager 15 May 2023 – 14 Aug 2024');
    expect(earlier).toHaveTextContent('Human Resources · Junior I');
    expect(within(earlier).queryByText('Current')).not.toBeInTheDocument();
  });

  it('adds a step: sends the chosen ids, dates and note for this person', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add career step' });
    await choose(user, /^Position/, 'Team Lead', { within: dialog });
    await choose(user, /^Department/, 'Engineering', { within: dialog });
    await choose(user, /^Seniority/, 'Senior I', { within: dialog });
    await typeDate(user, /^Start date/, '01122026', { within: dialog });
    await user.click(within(dialog).getByLabelText(/^Note/));
    await user.paste('  Leads the platform team  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add career step' })).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: 'career-history',
        body: {
          user_id: NINO,
          position_id: 8,
          department_id: 1,
          seniority_id: 8,
          start_date: '2026-12-01',
          end_date: null,
          note: 'Leads the platform team',
        },
      },
    ]);
    await waitFor(() => expect(step(0)).toHaveAccessibleName('Team Lead Since 1 Dec 2026'));
    expect(step(0)).toHaveTextContent('Engineering · Senior I');
    expect(screen.getByText('Career step added')).toBeInTheDocument();
  });

  it('asks for a start date and refuses dates more than 150 years away, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add career step' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Start date is required')).toBeInTheDocument();
    await typeDate(user, /^Start date/, '01011850', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: /^Start date/ })).toHaveAccessibleDescription(
        'Please enter valid date',
      ),
    );
    expect(await requests.writes()).toEqual([]);
  });

  it('shows the API’s 422 for an end date before the start at the End date field, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add career step' });
    await choose(user, /^Position/, 'Designer', { within: dialog });
    await typeDate(user, /^Start date/, '01062026', { within: dialog });
    await typeDate(user, /^End date/, '31052026', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const end = within(dialog).getByRole('group', { name: /^End date/ });
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(
      'The end date field must be a date after or equal to start date.',
    );
    expect(screen.getByRole('dialog', { name: 'Add career step' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /^Start date/ })).toHaveTextContent('01/06/2026');
    expect(within(dialog).getByRole('combobox', { name: /^Position/ })).toHaveTextContent('Designer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(steps()).toHaveLength(2);
  });

  it('records an edit: the PATCH carries the step, and its History shows who changed what, from → to', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    const requests = recordRequests();
    await user.click(within(step(0)).getByRole('button', { name: 'Edit step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit career step' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Position/ })).toHaveTextContent('HR Manager'),
    );
    await choose(user, /^Position/, 'Team Lead', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit career step' })).not.toBeInTheDocument(),
    );

    expect(await requests.writes()).toEqual([
      {
        method: 'PATCH',
        path: 'career-history/2',
        body: {
          user_id: NINO,
          position_id: 8,
          department_id: 6,
          seniority_id: 3,
          start_date: '2024-08-15',
          end_date: null,
          note: 'Promotion',
        },
      },
    ]);
    await waitFor(() => expect(step(0)).toHaveAccessibleName('Team Lead Since 15 Aug 2024'));

    await user.click(within(step(0)).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History of Team Lead since 15 Aug 2024' });
    const changes = await within(history).findByRole('list', { name: 'Recorded changes' });
    expect(within(changes).getByRole('heading', { level: 3 })).toHaveTextContent(/^Nino Beridze · /);
    expect(changes).toHaveTextContent('Position: HR Manager → Team Lead');
  });

  it('deletes a recorded change only after asking, with DELETE career-history/history/{id}', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    await user.click(within(step(1)).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History of HR Manager from 15 May 2023' });
    const changes = await within(history).findByRole('list', { name: 'Recorded changes' });
    expect(changes).toHaveTextContent('End date: Current → 14 Aug 2024');
    const requests = recordRequests();

    await user.click(within(history).getByRole('button', { name: /^Delete the change by Nino Beridze on / }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(await requests.writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(history).findByText('No changes recorded')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: 'career-history/history/1', body: null },
    ]);
  });

  it('shows the projects since a step’s start: started then or later, or still running by then', async () => {
    const db = await getTenantDb('acme');
    await db.userProjects.create({
      id: 9001,
      user_id: NINO,
      name: 'Archive migration',
      client: 'Old Client',
      role: 'Developer',
      description: '',
      start_date: '2023-06-01',
      end_date: '2024-01-31',
      industry_id: null,
      skill_ids: [],
      media_ids: [],
    });
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    const requests = recordRequests();
    await user.click(within(step(0)).getByRole('button', { name: 'Projects since 15 Aug 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects since 15 Aug 2024' });
    const list = await within(dialog).findByRole('list', { name: 'Projects since 15 Aug 2024' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Electronic Table platform', 'Modern Mouse platform', 'Soft Computer platform']);
    expect(list).toHaveTextContent('Little Group · Lead');
    expect(list).toHaveTextContent('26 Apr 2024 – 18 Nov 2024');
    expect(list).toHaveTextContent('27 Aug 2023 – ongoing');
    expect(list).not.toHaveTextContent('Archive migration');
    expect((await requests.all()).map((sent) => sent.path)).toContain(`projects-after-certain-date/${NINO}`);
  });

  it('says so when there are no projects since a step’s start', async () => {
    const db = await getTenantDb('acme');
    await db.userProjects.deleteMany((q) => q.where({ user_id: NINO }));
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, ready: stepsShown });
    await user.click(within(step(0)).getByRole('button', { name: 'Projects since 15 Aug 2024' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projects since 15 Aug 2024' });
    expect(await within(dialog).findByText('No projects since 15 Aug 2024')).toBeInTheDocument();
  });

  it('is read-only when the profile may not be changed: no add or edit, history readable without delete', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('career', { id: NINO, editable: false, ready: stepsShown });
    expect(screen.queryByRole('button', { name: 'Add step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit step' })).not.toBeInTheDocument();
    await user.click(within(step(1)).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog', { name: 'History of HR Manager from 15 May 2023' });
    expect(await within(history).findByText('End date: Current → 14 Aug 2024')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
