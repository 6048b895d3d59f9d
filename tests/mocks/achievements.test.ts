import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';
import { pdfFile, postMultipart } from './multipart-body';

setupMockApi();

// User 1 of acme (the admin demo account) may be changed; the mock's today is 2025-05-15. The routes
// are the courses' (tests/mocks/courses.test.ts covers their shared rules); these check the
// achievement's own fields.
const PERSON = 1;

type AchievementBody = {
  data: {
    id: number;
    title: string;
    description: string;
    achieved_at: string | null;
    media: { id: number }[];
  }[];
};

async function addAchievement(token: string) {
  const { status, body } = await postMultipart('acme', `user-achievements/${PERSON}`, token, [
    ['title', 'Speaker at JSConf'],
    ['description', 'A talk on type-safe forms.'],
    ['achieved_at', '2025-04-10'],
    ['files[]', pdfFile('Invitation.pdf')],
  ]);
  expect(status).toBe(201);
  const added = (body as AchievementBody).data.find((item) => item.title === 'Speaker at JSConf');
  if (!added) throw new Error('the new achievement is not in the answer');
  return added;
}

describe('user-achievements', () => {
  it('adds an achievement with its file; the profile lists it', async () => {
    const token = await login('admin@acme.test');
    const added = await addAchievement(token);
    expect(added).toMatchObject({ description: 'A talk on type-safe forms.', achieved_at: '2025-04-10' });
    expect(added.media).toHaveLength(1);
    const profile = await getAs('acme', `user/${PERSON}`, token);
    expect((profile.body as { data: { achievements: unknown[] } }).data.achievements).toContainEqual(added);
  });

  it('answers 422 on title, description and achieved_at', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const before = (await getTenantDb('acme')).achievements.all().length;
    const fields = await postMultipart('acme', `user-achievements/${PERSON}`, token, [
      ['title', ''],
      ['description', 'd'.repeat(2001)],
    ]);
    expect(fields.status).toBe(422);
    expect(fields.body).toMatchObject({
      errors: {
        title: ['The title field is required.'],
        description: ['The description field must not be greater than 2000 characters.'],
      },
    });
    const future = await postMultipart('acme', `user-achievements/${PERSON}`, token, [
      ['title', 'Later'],
      ['achieved_at', '2030-01-01'],
    ]);
    expect(future.body).toMatchObject({
      errors: { achieved_at: ['The achieved at field must be a date before or equal to today.'] },
    });
    expect((await getTenantDb('acme')).achievements.all()).toHaveLength(before);
  });

  it('updates the achievement named by achievement_id, adding files', async () => {
    const token = await login('admin@acme.test');
    const added = await addAchievement(token);
    const { status, body } = await postMultipart('acme', `user-achievements-update/${PERSON}`, token, [
      ['achievement_id', String(added.id)],
      ['title', 'Keynote at JSConf'],
      ['description', ''],
      ['achieved_at', '2025-04-11'],
      ['files[]', pdfFile('Slides.pdf')],
    ]);
    expect(status).toBe(200);
    expect((body as AchievementBody).data.find((item) => item.id === added.id)).toMatchObject({
      title: 'Keynote at JSConf',
      description: '',
      achieved_at: '2025-04-11',
      media: [
        expect.objectContaining({ id: added.media[0]?.id }),
        expect.objectContaining({ file_name: 'Slides.pdf' }),
      ],
    });
  });

  it('deletes achievements with their files', async () => {
    const token = await login('admin@acme.test');
    const added = await addAchievement(token);
    const { status } = await sendAs('acme', 'DELETE', `user-achievements/${PERSON}`, token, {
      ids: [added.id],
    });
    expect(status).toBe(200);
    const db = await getTenantDb('acme');
    expect(db.achievements.findFirst((q) => q.where({ id: added.id }))).toBeUndefined();
    expect(db.media.findFirst((q) => q.where({ id: added.media[0]?.id }))).toBeUndefined();
  });

  it('refuses an employee past pre-offer with 403 (SPEC §4 edit gate)', async () => {
    const db = await getTenantDb('acme');
    const hired = db.users.findFirst((q) => q.where({ stage: 'hired' }));
    if (!hired) throw new Error('the seed has nobody hired');
    const token = await login('admin@acme.test');
    const { status } = await postMultipart('acme', `user-achievements/${hired.id}`, token, [
      ['title', 'Award'],
      ['description', ''],
      ['achieved_at', '2024-05-01'],
    ]);
    expect(status).toBe(403);
  });
});
