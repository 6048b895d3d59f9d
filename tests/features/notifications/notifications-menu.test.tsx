import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationListSchema } from '@/api/notifications/notification.schemas';
import { NotificationsMenu } from '@/features/notifications/menu/notifications-menu';
import { setFault } from '@/mocks/scenarios';
import { renderWithApp } from '../../render';
import { answerWith } from '../../support/answer-with';
import { signIn, setupMockApi } from '../../support/mock-api';
import { recordRequests, type SentRequest } from '../../support/sent-requests';

setupMockApi();

// While the panel is open the page behind it is hidden from assistive technology, the bell included.
const bell = (name: RegExp | string) => screen.getByRole('button', { name, hidden: true });

// The seen-status calls the menu sends, as their API paths.
const patchesOf = (sent: readonly SentRequest[]) =>
  sent.filter((request) => request.method === 'PATCH').map((request) => request.path);

async function openMenu() {
  const bell = await screen.findByRole('button', { name: /notifications, \d+ unseen/i });
  const unseen = Number(/(\d+) unseen/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
  await userEvent.setup().click(bell);
  const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(dialog).findByRole('list', { name: 'Notification list' });
  return { dialog, unseen };
}

describe('notifications menu', () => {
  it('badge shows the unseen count, which is the notification sum', async () => {
    await signIn('admin@acme.test');
    renderWithApp(<NotificationsMenu />, { url: '/employees' });
    const { dialog, unseen } = await openMenu();
    expect(unseen).toBeGreaterThan(0);
    expect(within(dialog).getAllByRole('button', { name: /^Mark “.*” as seen$/ })).toHaveLength(unseen);
  });

  it('marks one notification seen: sends its id and the count drops by one', async () => {
    await signIn('admin@acme.test');
    const { requests } = recordRequests();
    renderWithApp(<NotificationsMenu />, { url: '/employees' });
    const { dialog, unseen } = await openMenu();
    const [first] = within(dialog).getAllByRole('button', { name: /^Mark “.*” as seen$/ });
    await userEvent.setup().click(first!);
    await waitFor(() =>
      expect(bell(new RegExp(`notifications(, ${unseen - 1} unseen)?$`, 'i'))).toBeInTheDocument(),
    );
    expect(patchesOf(requests)).toHaveLength(1);
    expect(patchesOf(requests)[0]).toMatch(/^notifications\/change-seen-status\/\d+$/);
  });

  it('marks all seen at once: the badge clears', async () => {
    await signIn('admin@acme.test');
    const { requests } = recordRequests();
    renderWithApp(<NotificationsMenu />, { url: '/employees' });
    const { dialog } = await openMenu();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(bell('Notifications')).toBeInTheDocument());
    expect(patchesOf(requests)).toEqual(['notifications/mark-all-as-seen']);
    expect(within(dialog).queryAllByRole('button', { name: /^Mark “.*” as seen$/ })).toHaveLength(0);
  });

  it('puts the count back when marking seen fails', async () => {
    await signIn('admin@acme.test');
    renderWithApp(<NotificationsMenu />, { url: '/employees' });
    const { dialog, unseen } = await openMenu();
    setFault({ method: 'PATCH', path: 'notifications/mark-all-as-seen', status: 500 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    await waitFor(() => expect(bell(new RegExp(`notifications, ${unseen} unseen`, 'i'))).toBeInTheDocument());
  });

  it('says so when there is nothing to show', async () => {
    await signIn('admin@acme.test');
    answerWith('GET', 'notifications', 200, { data: [], sum: 0 }, notificationListSchema);
    renderWithApp(<NotificationsMenu />, { url: '/employees' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});
