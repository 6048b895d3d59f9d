import { render, screen } from '@testing-library/react';
import { EmployeeProfileScreen } from '@/features/employee-profile/employee-profile-page';
import { NotFoundScreen } from '@/features/shell/not-found-page';
import { createTestWrapper } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordEachCase, sentTo } from '../../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// The profile at /employee/{id}/{tab}, with the route's params as Next gives them.
function renderProfile(id: string, tab: string) {
  const { wrapper, router } = createTestWrapper(`/employee/${id}/${tab}`);
  router.query = { id, tab: [tab] };
  return render(<EmployeeProfileScreen />, { wrapper });
}

describe('a profile link that names nothing', () => {
  it.each([
    ['an id that is not a number', 'abc'],
    ['an id of 0', '0'],
    ['a negative id', '-3'],
  ])('shows the not-found view for %s, and asks for nobody', async (_case, id) => {
    await signIn('admin@acme.test');
    renderProfile(id, 'overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to employees' })).toHaveAttribute('href', '/employees');
    expect(sentTo(sent, `user/${id}`)).toHaveLength(0);
  });

  it('shows the not-found view for an unknown tab', async () => {
    await signIn('admin@acme.test');
    renderProfile('1', 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('words it as /404 does', async () => {
    await signIn('admin@acme.test');
    const profile = renderProfile('abc', 'overview');
    const profileText = (await screen.findByRole('heading', { level: 1 })).parentElement?.textContent;
    profile.unmount();
    render(<NotFoundScreen />, { wrapper: createTestWrapper('/404').wrapper });
    expect((await screen.findByRole('heading', { level: 1 })).parentElement?.textContent).toBe(profileText);
  });
});
