import { notificationListSchema, notificationResponseSchema } from '@/api/notifications/notification.schemas';
import { call, bearer, getAs, login, tenantUrl, setupMockApi } from '../support/mock-api';

setupMockApi();

const patch = (path: string, token: string) =>
  call(tenantUrl('acme', path), { method: 'PATCH', headers: bearer(token) });

async function notificationsOf(token: string) {
  return notificationListSchema.parse((await getAs('acme', 'notifications', token)).body);
}

describe('notifications', () => {
  it('sum equals the unseen count, several are unseen, newest first', async () => {
    const list = await notificationsOf(await login('admin@acme.test'));
    expect(list.sum).toBe(list.data.filter((n) => !n.seen).length);
    expect(list.sum).toBeGreaterThanOrEqual(2);
    const dates = list.data.map((n) => n.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('marks one seen and returns it', async () => {
    const token = await login('admin@acme.test');
    const unseen = (await notificationsOf(token)).data.find((n) => !n.seen);
    if (!unseen) throw new Error('seed has no unseen notification');
    const marked = await patch(`notifications/change-seen-status/${unseen.id}`, token);
    expect(notificationResponseSchema.parse(marked.body).data).toMatchObject({ id: unseen.id, seen: true });
    const after = await notificationsOf(token);
    expect(after.data.find((n) => n.id === unseen.id)?.seen).toBe(true);
    expect(after.sum).toBe(after.data.filter((n) => !n.seen).length);
  });

  it('mark all seen brings the sum to 0 for that user only', async () => {
    const admin = await login('admin@acme.test');
    const sale = await login('sale@acme.test');
    const saleBefore = (await notificationsOf(sale)).sum;
    expect((await patch('notifications/mark-all-as-seen', admin)).status).toBe(200);
    const after = await notificationsOf(admin);
    expect(after.sum).toBe(0);
    expect(after.data.every((n) => n.seen)).toBe(true);
    expect((await notificationsOf(sale)).sum).toBe(saleBefore);
  });

  it("another user's notification is 404", async () => {
    const admin = await login('admin@acme.test');
    const theirs = (await notificationsOf(await login('sale@acme.test'))).data[0];
    if (!theirs) throw new Error('seed has no notification for sale');
    expect(await patch(`notifications/change-seen-status/${theirs.id}`, admin)).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
  });
});
