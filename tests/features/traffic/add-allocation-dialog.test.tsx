import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddAllocationDialog } from '@/features/traffic/table/add-allocation-dialog';
import { getTenantDb } from '@/mocks/db';
import { renderWithApp } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';

setupMockApi();

const PERIOD = { from: '2025-04-01', to: '2025-06-30' };

describe('adding an allocation from the traffic table', () => {
  it('greys out the projects not running on the dates chosen, and says when they start or end', async () => {
    const db = await getTenantDb('acme');
    // Among the projects the picker lists (the first 100 by title): one that ends inside the period.
    const listed = db.projects
      .all()
      .sort((a, b) => a.title.localeCompare(b.title))
      .slice(0, 100);
    const ending = listed.find(
      (project) =>
        project.end_date !== null && project.end_date < PERIOD.to && project.end_date >= PERIOD.from,
    );
    const running = listed.find(
      (project) =>
        project.start_date <= PERIOD.from && (project.end_date === null || project.end_date >= PERIOD.to),
    );
    if (!ending || !running)
      throw new Error('the seed lacks a project ending in Q2 2025 or running through it');
    await signIn('admin@acme.test');
    renderWithApp(
      <AddAllocationDialog
        people={[]}
        period={PERIOD}
        onClose={() => {}}
        onSave={async () => ({ ok: true })}
      />,
    );
    const user = userEvent.setup({ delay: null });
    const select = await screen.findByRole('combobox', { name: /^Project/ });
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const ended = within(listbox).getByRole('option', { name: new RegExp(`^${ending.title} \\(ends `) });
    expect(ended).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByRole('option', { name: running.title })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
