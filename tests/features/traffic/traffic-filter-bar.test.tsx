import { screen, waitFor, within } from '@testing-library/react';
import { TrafficHeader } from '@/features/traffic/shared/traffic-header';
import { useTrafficParams } from '@/features/traffic/shared/use-traffic-params';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi } from '../../support/mock-api';
import { renderScreen } from '../../support/render-screen';
import { choose } from '../../support/form-input';

setupMockApi();

function Header() {
  const list = useTrafficParams();
  return <TrafficHeader view="table" list={list} />;
}

const openHeader = (query: string) =>
  renderScreen(Header, {
    url: `/traffic/table-view?${query}`,
    as: 'admin@acme.test',
    ready: () => screen.findByRole('heading', { level: 1, name: 'Traffic: table view' }),
  });

describe('the traffic filter bar', () => {
  it('writes a department, a load chip and the switches to the address, and the other view keeps them', async () => {
    const db = await getTenantDb('acme');
    const department = db.departments.all()[0]!;
    const { user, router, rerender } = await openHeader('span=quarter&from=2026-04-01');

    await choose(user, 'Department', department.name);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Overbooked' }));
    await user.click(screen.getByRole('switch', { name: 'Show pending leave' }));

    await waitFor(() =>
      expect(router.query).toMatchObject({
        department: String(department.id),
        load: 'overbooked',
        pending: 'false',
        from: '2026-04-01',
        span: 'quarter',
      }),
    );
    rerender(<Header />);
    const timeline = within(screen.getByRole('navigation', { name: 'Traffic views' })).getByRole('link', {
      name: 'Timeline',
    });
    const href = new URL(timeline.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/traffic/timeline-view');
    expect(href.searchParams.get('department')).toBe(String(department.id));
    expect(href.searchParams.get('load')).toBe('overbooked');
  });

  it('Clear filters drops the filters but keeps the period, the grouping and the switches', async () => {
    const { user, router } = await openHeader(
      'span=quarter&from=2026-04-01&group=project&pending=0&department=1&load=free&search=Ana',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.query.department).toBeUndefined());
    expect(router.query).toEqual({ span: 'quarter', from: '2026-04-01', group: 'project', pending: 'false' });
  });

  it('steps the period by the span and names it', async () => {
    const { user, router, rerender } = await openHeader('span=quarter&from=2026-04-01');
    expect(screen.getByRole('heading', { level: 2, name: 'Q2 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next quarter' }));
    await waitFor(() => expect(router.query.from).toBe('2026-07-01'));
    // The memory router does not redraw by itself.
    rerender(<Header />);
    expect(screen.getByRole('heading', { level: 2, name: 'Q3 2026' })).toBeInTheDocument();
  });
});
