import { screen, waitFor, within } from '@testing-library/react';
import { positionListSchema } from '@/api/positions/position.schemas';
import { userIdListSchema } from '@/api/users/user-list.schemas';
import { SettingsScreen } from '@/features/settings/settings-page';
import { clearFaults, setFault } from '@/mocks/scenarios';
import { answerWith } from '../../support/answer-with';
import { choose, fill } from '../../support/form-input';
import { renderScreen } from '../../support/render-screen';
import { getAs, setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

const TAB_URL = '/settings?tab=organisation-data';

function openTab(url = TAB_URL) {
  return renderScreen(SettingsScreen, {
    url,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('list', { name: 'Positions' }),
  });
}

// The names of one level of a list, in the order shown (a row's text is its name; buttons have labels).
const namesIn = (listName: string) =>
  [...screen.getByRole('list', { name: listName }).children].map(
    (item) => item.firstElementChild?.textContent,
  );

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('settings: the Organisation data tab', () => {
  it('is the tab in the link, selected, showing each list in its saved order', async () => {
    await openTab();
    expect(screen.getByRole('tab', { name: 'Organisation data', selected: true })).toHaveAttribute(
      'href',
      TAB_URL,
    );
    expect(namesIn('Positions').slice(0, 3)).toEqual(['Software Engineer', 'QA Engineer', 'DevOps Engineer']);
    expect(namesIn('Departments')[0]).toBe('Engineering');
    expect(namesIn('Skills').slice(0, 2)).toEqual(['TypeScript', 'React']);
  });

  it('opens on Organisation data without a tab in the link; an unknown tab is not found', async () => {
    const view = await openTab('/settings');
    expect(screen.getByRole('tab', { name: 'Organisation data', selected: true })).toBeInTheDocument();
    view.unmount();
    await renderScreen(SettingsScreen, {
      url: '/settings?tab=nope',
      ready: () => screen.findByText('Page not found'),
    });
    expect(screen.queryByRole('list', { name: 'Positions' })).not.toBeInTheDocument();
  });

  it('shows seniorities as a tree: the grades indented in a list under their band', async () => {
    await openTab();
    expect(namesIn('Seniorities')).toEqual(['Junior', 'Middle', 'Senior', 'Lead']);
    expect(namesIn('Under Junior')).toEqual(['Junior I', 'Junior II']);
    const junior = screen.getByRole('list', { name: 'Seniorities' }).children[0] as HTMLElement;
    expect(within(junior).getByRole('list', { name: 'Under Junior' })).toBeInTheDocument();
  });

  it('shows the roles read-only, with what each may do in words', async () => {
    await openTab();
    const roles = screen.getByRole('table', { name: 'Roles' });
    const rowOf = (name: string) =>
      within(roles).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(rowOf('Sale')).getByText(/See invoices/)).toBeInTheDocument();
    expect(within(rowOf('Employee')).getByText('See employees and their profiles')).toBeInTheDocument();
    expect(within(rowOf('Admin')).getByText(/Manage integrations/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Roles' })).queryByRole('button'),
    ).not.toBeInTheDocument();
  });

  it('every item has a drag handle that says how to move it by keyboard', async () => {
    await openTab();
    const handle = within(screen.getByRole('list', { name: 'Departments' })).getByRole('button', {
      name: 'Drag Engineering',
    });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent(/space or enter.*arrow keys.*escape/);
  });
});

describe('settings: add and rename', () => {
  it('adds a position with POST positions; it shows last, and nothing is refetched', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(
      within(screen.getByRole('region', { name: 'Positions' })).getByRole('button', { name: 'Add position' }),
    );
    const dialog = await dialogNamed('Add position');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Architect');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(namesIn('Positions').at(-1)).toBe('Architect'));
    expect(await log.all()).toEqual([{ method: 'POST', path: 'positions', body: { name: 'Architect' } }]);
  });

  it('adds a seniority under the band chosen, with its parent_id', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Add seniority' }));
    const dialog = await dialogNamed('Add seniority');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Junior III');
    await choose(user, 'Under', 'Junior', { within: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(namesIn('Under Junior')).toEqual(['Junior I', 'Junior II', 'Junior III']));
    expect(await log.writes()).toEqual([
      { method: 'POST', path: 'seniorities', body: { name: 'Junior III', parent_id: 1 } },
    ]);
  });

  it('a refused rename shows the 422 at the name field and keeps what was typed; a good one renames in place', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Rename Software Engineer' }));
    const dialog = await dialogNamed('Rename Software Engineer');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await fill(user, name, 'qa engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    expect(name).toHaveValue('qa engineer');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await fill(user, name, 'Backend Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(namesIn('Positions')[0]).toBe('Backend Engineer'));
    expect(await log.writes()).toEqual([
      { method: 'POST', path: 'positions/1', body: { name: 'qa engineer' } },
      { method: 'POST', path: 'positions/1', body: { name: 'Backend Engineer' } },
    ]);
  });
});

describe('settings: delete', () => {
  it('asks first, saying how many people have it; Cancel sends nothing, Delete removes it', async () => {
    const token = await signIn('admin@acme.test');
    const { data: people } = userIdListSchema.parse(
      (await getAs('acme', 'users-with-certain-user-data?data_type=position&data_id=1', token)).body,
    );
    expect(people.length).toBeGreaterThan(1);
    const { user } = await openTab();
    const log = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Delete Software Engineer' }));
    let dialog = await dialogNamed('Delete Software Engineer?');
    expect(
      await within(dialog).findByText(`${people.length} people have this position.`, { exact: false }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await log.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Software Engineer' }));
    dialog = await dialogNamed('Delete Software Engineer?');
    await within(dialog).findByText(/people have this position/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(namesIn('Positions')).not.toContain('Software Engineer'));
    expect(await log.writes()).toEqual([{ method: 'DELETE', path: 'positions/1', body: null }]);
  });

  it('asks about a skill through users-with-certain-skills, and names the grades a band takes with it', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Delete TypeScript' }));
    const dialog = await dialogNamed('Delete TypeScript?');
    await within(dialog).findByText(/this skill/);
    expect((await log.all()).map((call) => call.path)).toEqual(['users-with-certain-skills/1']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Junior' }));
    const band = await dialogNamed('Delete Junior?');
    expect(within(band).getByText('Deleted with it: Junior I, Junior II.')).toBeInTheDocument();
  });
});

describe('settings: moving items by keyboard', () => {
  it('Move down sends the reorder call, shows the new order at once and keeps the focus on the item', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    expect(screen.getByRole('button', { name: 'Move Software Engineer up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Software Engineer down' }));
    await waitFor(() =>
      expect(namesIn('Positions').slice(0, 2)).toEqual(['QA Engineer', 'Software Engineer']),
    );
    expect(screen.getByText('Software Engineer moved to place 2 of 10.')).toBeInTheDocument();
    // The focus follows the item, so Move down can be pressed again.
    expect(screen.getByRole('button', { name: 'Move Software Engineer down' })).toHaveFocus();
    await waitFor(async () =>
      expect(await log.all()).toEqual([
        { method: 'POST', path: 'positions/1/reorder', body: { new_order: 2 } },
      ]),
    );
  });

  it('a move to the end leaves the focus on the way back up, and one under a band on the way out', async () => {
    const { user } = await openTab();
    await user.click(screen.getByRole('button', { name: 'Move Sales Manager down' }));
    await waitFor(() => expect(namesIn('Positions').slice(-2)).toEqual(['HR Manager', 'Sales Manager']));
    expect(screen.getByRole('button', { name: 'Move Sales Manager down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Sales Manager up' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move Middle under Junior' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Middle out of Junior' })).toHaveFocus(),
    );
  });

  it('a refused move (403) is rolled back, and the app goes to /404 (SPEC §8)', async () => {
    const { user, router } = await openTab();
    answerWith('POST', 'departments/:id/reorder', 403, { message: 'This action is unauthorized.' });
    const before = namesIn('Departments');
    await user.click(screen.getByRole('button', { name: 'Move Design up' }));
    await waitFor(() => expect(router.asPath).toBe('/404'));
    expect(namesIn('Departments')).toEqual(before);
  });

  it('a seniority moves among its siblings with its parent_id, and under the band above', async () => {
    const { user } = await openTab();
    const log = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Move Junior II up' }));
    await waitFor(() => expect(namesIn('Under Junior')).toEqual(['Junior II', 'Junior I']));
    await user.click(screen.getByRole('button', { name: 'Move Middle under Junior' }));
    await waitFor(() => expect(namesIn('Under Junior')).toEqual(['Junior II', 'Junior I', 'Middle']));
    expect(namesIn('Seniorities')).toEqual(['Junior', 'Senior', 'Lead']);
    await waitFor(async () =>
      expect(await log.writes()).toEqual([
        { method: 'POST', path: 'seniorities/3/reorder', body: { new_order: 1, parent_id: 1 } },
        { method: 'POST', path: 'seniorities/4/reorder', body: { new_order: 3, parent_id: 1 } },
      ]),
    );
  });
});

describe('settings: loading, empty and failing lists', () => {
  it('shows a skeleton while a list loads', async () => {
    setFault({ method: 'GET', path: 'skills', delay: 1000 });
    await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading skills' }),
    });
  });

  it('shows a panel only once the panels above it have loaded, so none is pushed down', async () => {
    setFault({ method: 'GET', path: 'positions', delay: 1000 });
    await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      settle: false,
      ready: () => screen.findByRole('progressbar', { name: 'Loading positions' }),
    });
    expect(screen.queryByRole('region', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Roles' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Positions' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Departments' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Roles' })).toBeInTheDocument();
  });

  it('an empty list says so and offers to add the first', async () => {
    answerWith('GET', 'positions', 200, { data: [] }, positionListSchema);
    await renderScreen(SettingsScreen, {
      url: TAB_URL,
      as: 'admin@acme.test',
      ready: () => screen.findByText('No positions yet'),
    });
    const panel = screen.getByRole('region', { name: 'Positions' });
    expect(within(panel).getByRole('button', { name: 'Add position' })).toBeInTheDocument();
  });

  it('a list that fails says so, alone, with a Retry that loads it', async () => {
    setFault({ method: 'GET', path: 'departments', status: 500 });
    const { user } = await openTab();
    expect(await screen.findByText('Departments could not be loaded.')).toBeInTheDocument();
    clearFaults();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(namesIn('Departments')[0]).toBe('Engineering'));
  });
});
