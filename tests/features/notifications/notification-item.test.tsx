import { screen } from '@testing-library/react';
import type { Notification } from '@/api/notifications/notification.schemas';
import { NotificationItem } from '@/features/notifications/menu/notification-item';
import { renderWithApp } from '../../render';

const notification = (link: string | null): Notification => ({
  id: 1,
  title: 'Time off request approved',
  message: null,
  seen: false,
  link,
  created_at: '2025-05-01T09:00:00Z',
});

const show = (link: string | null) =>
  renderWithApp(
    <NotificationItem notification={notification(link)} onMarkSeen={() => {}} onOpen={() => {}} />,
  );

// Issue 30, L3: a notification's link comes from the API.
describe('a notification’s link', () => {
  it('leads to the screen of this app it names', () => {
    show('/time-offs?request=7');
    expect(screen.getByRole('link', { name: 'Time off request approved' })).toHaveAttribute(
      'href',
      '/time-offs?request=7',
    );
  });

  it('is no link when it is not a screen of this app: the title is shown as text', () => {
    for (const link of [
      'javascript:alert(1)',
      'https://evil.test/time-offs',
      '//evil.test',
      '/organization-switch#token=x',
    ]) {
      const { unmount } = show(link);
      expect(screen.queryByRole('link'), link).not.toBeInTheDocument();
      expect(screen.getByText('Time off request approved')).toBeInTheDocument();
      unmount();
    }
  });
});
