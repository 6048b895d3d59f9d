import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordSavedFiles } from '../../support/saved-files';
import { recordRequests } from '../../support/sent-requests';
import { giveCourses, PERSON_ID } from './courses-achievements-support';

setupMockApi();
const saved = recordSavedFiles();

const card = (name: string) => screen.getByRole('article', { name });

describe('the courses tab', () => {
  it('lists the courses newest first with provider, completion date and files', async () => {
    await giveCourses(PERSON_ID, [
      { name: 'Leading teams', provider: 'In-house academy', completed_at: '2023-06-12' },
      {
        name: 'Cloud fundamentals',
        provider: 'Coursera',
        completed_at: '2025-03-01',
        files: ['Certificate.pdf', 'Notes.pdf'],
      },
      { name: 'Self-study', completed_at: null },
    ]);
    await renderProfileTab('courses');
    const list = screen.getByRole('list', { name: 'Courses' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Cloud fundamentals', 'Leading teams', 'Self-study']);
    const cloud = card('Cloud fundamentals');
    expect(within(cloud).getByText('Coursera')).toBeInTheDocument();
    expect(within(cloud).getByText('Completed 1 Mar 2025')).toBeInTheDocument();
    const files = within(cloud).getByRole('list', { name: 'Attachments of Cloud fundamentals' });
    expect(within(files).getByRole('button', { name: 'Download Certificate.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Download Notes.pdf' })).toBeInTheDocument();
    expect(within(card('Self-study')).queryByText(/^Completed/)).not.toBeInTheDocument();
  });

  it('downloads a file under its own name, as the file itself', async () => {
    const user = userEvent.setup({ delay: null });
    await giveCourses(PERSON_ID, [{ name: 'Cloud fundamentals', files: ['Certificate.pdf'] }]);
    await renderProfileTab('courses');
    await user.click(
      within(card('Cloud fundamentals')).getByRole('button', { name: 'Download Certificate.pdf' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('Certificate.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('says so when there are no courses, and offers to add one', async () => {
    await giveCourses(PERSON_ID, []);
    await renderProfileTab('courses');
    expect(screen.getByRole('status')).toHaveTextContent('No courses yet');
    expect(screen.getByRole('button', { name: 'Add course' })).toBeInTheDocument();
  });

  it('asks before deleting, sends the course’s id, and the card goes', async () => {
    const user = userEvent.setup({ delay: null });
    const [course] = await giveCourses(PERSON_ID, [
      { name: 'Cloud fundamentals', files: ['Certificate.pdf'] },
    ]);
    await renderProfileTab('courses');
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: 'Delete Cloud fundamentals' }));
    const question = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(question).toHaveTextContent('This deletes the course “Cloud fundamentals” and its files.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete?' })).not.toBeInTheDocument());
    expect(await requests.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Cloud fundamentals' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Cloud fundamentals' })).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: `user-courses/${PERSON_ID}`, body: { ids: [course?.id] } },
    ]);
    expect(await screen.findByText('Course deleted')).toBeInTheDocument();
    expect(
      (await getTenantDb('acme')).media.findFirst((q) => q.where({ id: course?.media_ids[0] })),
    ).toBeUndefined();
  });

  it('removes one file after asking, through DELETE media', async () => {
    const user = userEvent.setup({ delay: null });
    const [course] = await giveCourses(PERSON_ID, [
      { name: 'Cloud fundamentals', files: ['Certificate.pdf', 'Notes.pdf'] },
    ]);
    await renderProfileTab('courses');
    const requests = recordRequests();
    await user.click(within(card('Cloud fundamentals')).getByRole('button', { name: 'Remove Notes.pdf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove the file?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove the file?' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        within(card('Cloud fundamentals')).queryByRole('button', { name: 'Download Notes.pdf' }),
      ).not.toBeInTheDocument(),
    );
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: 'media', body: { ids: [course?.media_ids[1]] } },
    ]);
  });

  it('is read-only for someone who may not change the profile: files download, nothing changes', async () => {
    await giveCourses(PERSON_ID, [{ name: 'Cloud fundamentals', files: ['Certificate.pdf'] }]);
    await renderProfileTab('courses', { as: 'sale@acme.test' });
    const cloud = card('Cloud fundamentals');
    expect(within(cloud).getByRole('button', { name: 'Download Certificate.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add course' })).not.toBeInTheDocument();
    expect(within(cloud).queryByRole('button', { name: /^(Edit|Delete|Remove) / })).not.toBeInTheDocument();
  });

  it('is read-only once the employee is past pre-offer (SPEC §4), even for an admin', async () => {
    await giveCourses(PERSON_ID, [{ name: 'Cloud fundamentals' }]);
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ id: PERSON_ID }), {
      data: (person) => void (person.stage = 'hired'),
    });
    await renderProfileTab('courses');
    expect(screen.queryByRole('button', { name: 'Add course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Cloud fundamentals' })).not.toBeInTheDocument();
  });
});
