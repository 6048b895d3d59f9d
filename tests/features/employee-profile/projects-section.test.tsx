import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import { giveProjects, PERSON_ID } from './projects-support';

setupMockApi();

const cards = () => within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });
const LONG = `${'Built the ledger service and its reconciliation jobs. '.repeat(8)}The end.`;

describe('the projects tab', () => {
  it('lists the projects newest first with client, role, period, industry, skills and files', async () => {
    await giveProjects(PERSON_ID, [
      { name: 'Old intranet', start_date: '2021-05-10', end_date: '2022-02-01' },
      {
        name: 'Payments platform',
        client: 'Bank of Tbilisi',
        role: 'Backend developer',
        start_date: '2025-03-04',
        industry: 'Banking',
        skills: ['React', 'Python'],
        files: ['Case study.pdf'],
      },
      { name: 'Clinic booking', start_date: '2023-09-01', end_date: '2024-06-30' },
    ]);
    await renderProfileTab('projects');
    await waitFor(() => expect(within(card('Payments platform')).getByText(/Banking/)).toBeInTheDocument());

    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Payments platform',
      'Clinic booking',
      'Old intranet',
    ]);
    const payments = card('Payments platform');
    expect(within(payments).getByText('Bank of Tbilisi · Backend developer')).toBeInTheDocument();
    expect(within(payments).getByText('Mar 2025 – present · Banking')).toBeInTheDocument();
    const skills = within(payments).getByRole('list', { name: 'Skills used in Payments platform' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Python']);
    const files = within(payments).getByRole('list', { name: 'Attachments of Payments platform' });
    expect(within(files).getByRole('button', { name: 'Download Case study.pdf' })).toBeInTheDocument();
    expect(within(card('Clinic booking')).getByText('Sep 2023 – Jun 2024')).toBeInTheDocument();
  });

  it('cuts a long description with "..." until "Show more"', async () => {
    const user = userEvent.setup({ delay: null });
    await giveProjects(PERSON_ID, [{ name: 'Payments platform', description: LONG }]);
    await renderProfileTab('projects');
    const payments = card('Payments platform');
    expect(within(payments).queryByText(LONG)).not.toBeInTheDocument();
    expect(within(payments).getByText(/\.\.\.$/)).toBeInTheDocument();
    const more = within(payments).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(payments).getByText(LONG)).toBeInTheDocument();
    expect(within(payments).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('filters the cards with "Search projects", on skills and industry too', async () => {
    const user = userEvent.setup({ delay: null });
    await giveProjects(PERSON_ID, [
      { name: 'Payments platform', industry: 'Banking', skills: ['Python'] },
      { name: 'Clinic booking', industry: 'Healthcare', skills: ['React'] },
    ]);
    await renderProfileTab('projects');
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    await waitFor(() => expect(within(card('Clinic booking')).getByText('React')).toBeInTheDocument());
    await user.type(search, 'react');
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(['Clinic booking']);
    await user.clear(search);
    await user.type(search, 'banking');
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Payments platform',
    ]);
    await user.type(search, ' nothing-like-this');
    expect(screen.getByText('No projects match “banking nothing-like-this”.')).toBeInTheDocument();
  });

  it('asks before deleting, sends the id, and the card goes', async () => {
    const user = userEvent.setup({ delay: null });
    const [kept, doomed] = await giveProjects(PERSON_ID, [
      { name: 'Clinic booking', start_date: '2023-09-01' },
      { name: 'Payments platform', start_date: '2025-03-01', files: ['Case study.pdf'] },
    ]);
    await renderProfileTab('projects');
    const requests = recordRequests();
    await user.click(
      within(card('Payments platform')).getByRole('button', { name: 'Delete Payments platform' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(confirm).toHaveTextContent('the project “Payments platform” and its files');
    expect(await requests.writes()).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete?' })).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([]);
    expect(card('Payments platform')).toBeInTheDocument();

    await user.click(
      within(card('Payments platform')).getByRole('button', { name: 'Delete Payments platform' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete?' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Payments platform' })).not.toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: `user/projects/${PERSON_ID}`, body: { ids: [doomed?.id] } },
    ]);
    expect(card('Clinic booking')).toBeInTheDocument();
    const db = await getTenantDb('acme');
    expect(db.userProjects.findFirst((q) => q.where({ id: kept?.id }))).toBeDefined();
    expect(db.media.findFirst((q) => q.where({ id: doomed?.media_ids[0] ?? 0 }))).toBeUndefined();
  });

  it('is read-only without employee::update: no add, edit, delete or file removal', async () => {
    await giveProjects(PERSON_ID, [{ name: 'Payments platform', files: ['Case study.pdf'] }]);
    await renderProfileTab('projects', { as: 'sale@acme.test' });
    const payments = await screen.findByRole('article', { name: 'Payments platform' });
    expect(within(payments).getByRole('button', { name: 'Download Case study.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add project' })).not.toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(payments).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('says when there are no projects, and offers to add one only when editable', async () => {
    await giveProjects(PERSON_ID, []);
    await renderProfileTab('projects');
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add project' })).toBeInTheDocument();
  });
});
