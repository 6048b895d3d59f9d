import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetDemoData } from '@/api/diagnostics/diagnostics.api';
import { DiagnosticsScreen } from '@/features/diagnostics/diagnostics-page';
import { renderWithApp } from '../../render';
import { signIn, setupMockApi } from '../../support/mock-api';

// A case that loads the screen with the mocked API switched on leaves fresh modules behind: the next
// file (modules are shared between files) must not inherit them.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

setupMockApi();

describe('diagnostics (/test)', () => {
  it('shows the version, the API base, the tenant API and the tenant', async () => {
    await signIn('admin@acme.test');
    renderWithApp(<DiagnosticsScreen />, { url: '/test' });
    const table = screen.getByRole('table', { name: 'Diagnostics' });
    expect(within(table).getByRole('row', { name: /version/i })).toHaveTextContent(/\d+\.\d+\.\d+/);
    expect(within(table).getByRole('row', { name: /^api base/i })).toHaveTextContent(
      'https://api.staff-portal.test/api/',
    );
    expect(within(table).getByRole('row', { name: /tenant api/i })).toHaveTextContent(
      'https://acme.api.staff-portal.test/api/',
    );
    expect(within(table).getByRole('row', { name: /^tenant acme/i })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /signed in as/i })).toHaveTextContent('admin@acme.test'),
    );
  });
});

describe('resetting the demo data', () => {
  it('brings back the seeded notifications after they were marked seen', async () => {
    const token = await signIn('admin@acme.test');
    const base = 'https://acme.api.staff-portal.test/api/';
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const unseen = async () =>
      ((await (await fetch(`${base}notifications`, { headers })).json()) as { sum: number }).sum;
    const before = await unseen();
    await fetch(`${base}notifications/mark-all-as-seen`, { method: 'PATCH', headers });
    expect(await unseen()).toBe(0);
    await resetDemoData();
    expect(await unseen()).toBe(before);
  });

  it('asks before resetting', async () => {
    await signIn('admin@acme.test');
    vi.stubEnv('NEXT_PUBLIC_API_MOCKING', 'enabled');
    vi.resetModules();
    const { DiagnosticsScreen: Screen } = await import('@/features/diagnostics/diagnostics-page');
    renderWithApp(<Screen />, { url: '/test' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset demo data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset demo data?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Demo data has been reset.')).toBeInTheDocument();
  });
});
