import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeesScreen } from '@/features/employees/employees-page';
import { renderWithApp } from '../../render';
import { fill } from '../../support/form-input';
import { setupMockApi, signIn } from '../../support/mock-api';
import { lastSent, recordRequests, sentTo } from '../../support/sent-requests';

setupMockApi();

async function openDirectory(url = '/employees') {
  await signIn('admin@acme.test');
  const view = renderWithApp(<EmployeesScreen />, { url });
  const table = await screen.findByRole('table', { name: /employees/i });
  await waitFor(() =>
    expect(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ }).length).toBeGreaterThan(0),
  );
  return { ...view, table };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('checkbox', { name: /^Select (?!all)/ })
    .map((box) => box.getAttribute('aria-label')?.replace(/^Select /, '') ?? '');

describe('the employee directory', () => {
  it('lists every active employee, sorted by name, drawing only the rows on screen', async () => {
    const { table } = await openDirectory();
    const total = Number(/(\d+) people/.exec(screen.getByText(/\d+ people/).textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(30);
    // The header row plus one row per person, though only a window of them is in the DOM.
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    const names = rowNames(table);
    expect(names.length).toBeLessThan(total);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('a quick search narrows the rows and goes into the link', async () => {
    const { table, router } = await openDirectory();
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'Mariam');
    await waitFor(() => expect(rowNames(table)).toEqual(['Mariam Lomidze']));
    // The link follows the typing after a short pause.
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(
        expect.objectContaining({ query: { q: 'Mariam' } }),
        undefined,
        expect.anything(),
      ),
    );
  });

  it('reads its filters from the link, so a filtered view can be shared and reloaded', async () => {
    const { table } = await openDirectory('/employees?q=Nino');
    expect(rowNames(table)).toEqual(['Nino Beridze']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('Nino');
  });

  it('shows how many people stand at each availability among those the other filters leave; a figure links to its filter', async () => {
    const { table } = await openDirectory('/employees?q=Nino');
    const figures = screen.getByRole('list', { name: 'People by availability' });
    const cards = within(figures).getAllByRole('link');
    expect(cards.map((card) => card.textContent?.replace(/\d+$/, ''))).toEqual([
      'Available',
      'Partially available',
      'Unavailable',
      'On-demand',
      'Not set',
    ]);
    // Among the people the search leaves: one, counted once.
    const counts = cards.map((card) => Number(/\d+$/.exec(card.textContent ?? '')?.[0]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(rowNames(table).length);
    const nino = cards[counts.findIndex((count) => count === 1)]!;
    const availability = nino.textContent!.replace(/\d+$/, '');
    const value = availability === 'Not set' ? 'Unknown' : availability;
    expect(nino).toHaveAttribute(
      'href',
      `/employees?q=Nino&availability=${encodeURIComponent(value).replace(/%20/g, '+')}`,
    );
  });

  it('an applied availability figure is marked and links back to every availability', async () => {
    await openDirectory('/employees?availability=Available');
    const card = within(screen.getByRole('list', { name: 'People by availability' })).getByRole('link', {
      name: /^Available/,
    });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(card).toHaveAttribute('href', '/employees');
  });

  it('filters by skill through the API', async () => {
    const { requests: sent } = recordRequests();
    await openDirectory('/employees?skill=1');
    await waitFor(() => expect(sent.some((r) => r.path === 'users-with-certain-skills/1')).toBe(true));
  });

  it('filters by a reference item through the API, titles sent as position', async () => {
    const { requests: sent } = recordRequests();
    await openDirectory('/employees?data_type=title&data_id=1');
    await waitFor(() =>
      expect(sentTo(sent, 'users-with-certain-user-data')[0]?.query.toString()).toBe(
        'data_type=position&data_id=1',
      ),
    );
  });

  it('archives the selected people after a confirmation that names how many', async () => {
    const { requests: sent } = recordRequests();
    const { table } = await openDirectory('/employees?q=a');
    const user = userEvent.setup();
    const boxes = within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    // The bar is its own chunk, loaded on the first selection.
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 people selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive 2 people?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path === 'user-archive')).toBe(true),
    );
    const archive = await lastSent(sent, 'user-archive', 'POST').body;
    expect((archive as { ids: number[] }).ids).toHaveLength(2);
    expect(await screen.findByText('2 people archived')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and not at all when cancelled', async () => {
    const { requests: sent } = recordRequests();
    const { table } = await openDirectory();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('checkbox', { name: /^Select (?!all)/ })[0]!);
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('saves the current filter under a name', async () => {
    const { requests: sent } = recordRequests();
    await openDirectory('/employees?q=Nino');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    await user.click(await screen.findByRole('button', { name: 'Save current filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save filter' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Just Nino');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentTo(sent, 'saved-filters', 'POST')).toHaveLength(1));
    expect(await lastSent(sent, 'saved-filters', 'POST').body).toEqual({
      name: 'Just Nino',
      filters: { q: 'Nino' },
    });
  });

  it('lists saved filters a page at a time, applies one, and deletes one after asking', async () => {
    const { requests: sent } = recordRequests();
    const { router } = await openDirectory();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Saved filters' }));
    const list = await screen.findByRole('list', { name: 'Saved filter list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The pager is its own chunk, which may arrive after the list.
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(sent.some((r) => r.path === 'saved-filters' && r.query.toString() === 'page=2')).toBe(true),
    );

    const [first] = within(await screen.findByRole('list', { name: 'Saved filter list' })).getAllByRole(
      'button',
      {
        name: /^Delete saved filter /,
      },
    );
    const name = first!.getAttribute('aria-label')!.replace('Delete saved filter ', '');
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved filter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent.some((r) => r.method === 'DELETE' && r.path.startsWith('saved-filters/'))).toBe(true),
    );

    const remaining = within(await screen.findByRole('list', { name: 'Saved filter list' }));
    await waitFor(() =>
      expect(
        remaining.queryByRole('button', { name: `Delete saved filter ${name}` }),
      ).not.toBeInTheDocument(),
    );
    await user.click(remaining.getAllByRole('button').find((button) => !button.getAttribute('aria-label'))!);
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
  });
});
