import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { typeDate } from '../../support/form-input';
import { setupMockApi } from '../../support/mock-api';
import { renderProfileTab } from '../../support/render-screen';
import { recordRequests } from '../../support/sent-requests';
import {
  DIALOG_TEST_TIMEOUT_MS,
  enter,
  giveAchievements,
  openDialog,
  PERSON_ID,
  pdf,
  save,
} from './courses-achievements-support';

setupMockApi();

const card = (name: string) => screen.getByRole('article', { name });
const LONG = `${'Gave the keynote on type-safe forms to six hundred people. '.repeat(6)}The end.`;

describe('the achievements tab', { timeout: DIALOG_TEST_TIMEOUT_MS }, () => {
  it('lists the achievements newest first with description, date and files', async () => {
    await giveAchievements(PERSON_ID, [
      { title: 'Hackathon winner', achieved_at: '2024-02-20' },
      {
        title: 'Speaker at JSConf',
        description: 'A talk on forms.',
        achieved_at: '2025-04-10',
        files: ['Invitation.pdf'],
      },
    ]);
    await renderProfileTab('achievements');
    const list = screen.getByRole('list', { name: 'Achievements' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Speaker at JSConf', 'Hackathon winner']);
    const talk = card('Speaker at JSConf');
    expect(within(talk).getByText('A talk on forms.')).toBeInTheDocument();
    expect(within(talk).getByText('Achieved 10 Apr 2025')).toBeInTheDocument();
    expect(within(talk).getByRole('button', { name: 'Download Invitation.pdf' })).toBeInTheDocument();
  });

  it('cuts a long description with "..." until "Show more"', async () => {
    const user = userEvent.setup({ delay: null });
    await giveAchievements(PERSON_ID, [{ title: 'Keynote', description: LONG }]);
    await renderProfileTab('achievements');
    const keynote = card('Keynote');
    expect(within(keynote).queryByText(LONG)).not.toBeInTheDocument();
    expect(within(keynote).getByText(/\.\.\.$/)).toBeInTheDocument();
    await user.click(within(keynote).getByRole('button', { name: 'Show more' }));
    expect(within(keynote).getByText(LONG)).toBeInTheDocument();
  });

  it('adds an achievement: title, description, date and files go as multipart', async () => {
    const user = userEvent.setup({ delay: null });
    await giveAchievements(PERSON_ID, []);
    await renderProfileTab('achievements');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add achievement');
    await enter(user, form, /^Title/, 'Speaker at JSConf');
    await enter(user, form, /^Description/, 'A talk on forms.');
    expect(within(form).getByText('16 / 2000')).toBeInTheDocument();
    await typeDate(user, /^Achieved on/, '10042025', { within: form });
    await user.upload(within(form).getByLabelText('Attachments'), pdf('Invitation.pdf'));
    await save(user, form);

    const added = await screen.findByRole('article', { name: 'Speaker at JSConf' });
    expect(within(added).getByText('Achieved 10 Apr 2025')).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-achievements/${PERSON_ID}`,
        body: {
          title: 'Speaker at JSConf',
          description: 'A talk on forms.',
          achieved_at: '2025-04-10',
          'files[]': { type: 'application/pdf' },
        },
      },
    ]);
  });

  it('asks for the title and refuses a description over 2000 characters, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await renderProfileTab('achievements');
    const requests = recordRequests();
    const form = await openDialog(user, 'Add achievement');
    await enter(user, form, /^Description/, 'x'.repeat(2001));
    await save(user, form);
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveAccessibleDescription(
      'Must be at most 2000 characters',
    );
    expect(await requests.writes()).toEqual([]);
  });

  it('edits an achievement with achievement_id, no files unless new ones are chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const [achievement] = await giveAchievements(PERSON_ID, [
      {
        title: 'Speaker at JSConf',
        description: 'A talk.',
        achieved_at: '2025-04-10',
        files: ['Invitation.pdf'],
      },
    ]);
    await renderProfileTab('achievements');
    const requests = recordRequests();
    const form = await openDialog(user, 'Edit Speaker at JSConf');
    await user.clear(within(form).getByLabelText(/^Title/));
    await enter(user, form, /^Title/, 'Keynote at JSConf');
    await save(user, form);
    expect(await screen.findByRole('article', { name: 'Keynote at JSConf' })).toBeInTheDocument();
    expect(await requests.writes()).toEqual([
      {
        method: 'POST',
        path: `user-achievements-update/${PERSON_ID}`,
        body: {
          achievement_id: String(achievement?.id),
          title: 'Keynote at JSConf',
          description: 'A talk.',
          achieved_at: '2025-04-10',
        },
      },
    ]);
  });

  it('asks before deleting and sends the id', async () => {
    const user = userEvent.setup({ delay: null });
    const [achievement] = await giveAchievements(PERSON_ID, [{ title: 'Hackathon winner' }]);
    await renderProfileTab('achievements');
    const requests = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Delete Hackathon winner' }));
    const question = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(question).toHaveTextContent('This deletes the achievement “Hackathon winner”.');
    expect(await requests.writes()).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No achievements yet'));
    expect(await requests.writes()).toEqual([
      { method: 'DELETE', path: `user-achievements/${PERSON_ID}`, body: { ids: [achievement?.id] } },
    ]);
  });

  it('is read-only for someone who may not change the profile', async () => {
    await giveAchievements(PERSON_ID, [{ title: 'Hackathon winner', files: ['Award letter.pdf'] }]);
    await renderProfileTab('achievements', { as: 'sale@acme.test' });
    const award = card('Hackathon winner');
    expect(within(award).getByRole('button', { name: 'Download Award letter.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add achievement' })).not.toBeInTheDocument();
    expect(within(award).queryByRole('button', { name: /^(Edit|Delete|Remove) / })).not.toBeInTheDocument();
  });
});
