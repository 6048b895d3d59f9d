import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ScreenFrame } from '@/app/screen-frame';
import { SessionWatcher } from '@/app/session-watcher';
import { EmployeesScreen } from '@/features/employees/employees-page';
import { createTestWrapper } from '../../render';
import { setupMockApi, signIn } from '../../support/mock-api';
import { recordRequests } from '../../support/sent-requests';

setupMockApi();

// The directory as a browser first loads it: the pre-rendered page hydrates (the session cookie is read
// one render late), then the frame, the shell and the screen ask for what they need.
async function firstLoad() {
  await signIn('admin@acme.test');
  const sent = recordRequests();
  const { wrapper: Providers } = createTestWrapper('/employees');
  const page = (
    <Providers>
      <SessionWatcher />
      <ScreenFrame screen={EmployeesScreen.screen}>
        <EmployeesScreen />
      </ScreenFrame>
    </Providers>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  render(page, { container, hydrate: true });
  const table = await screen.findByRole('table', { name: 'Active employees' });
  await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
  return sent;
}

describe('the first load of the directory', () => {
  it('asks each endpoint once', async () => {
    const sent = await firstLoad();
    const calls = (await sent.all()).map((request) => `${request.method} ${request.path}`);
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
    // The current user once, though the shell, the permission gate and the session watcher all read it.
    expect(calls.filter((call) => call === 'GET user')).toHaveLength(1);
    expect(calls).toContain('GET users');
    // Saved filters wait for their menu.
    expect(calls).not.toContain('GET saved-filters');
  });
});
