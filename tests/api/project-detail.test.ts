// @vitest-environment jsdom
import { isApiError } from '@/api/api-error';
import {
  deleteProject,
  fetchOldProject,
  fetchProject,
  patchProject,
  replaceProject,
} from '@/api/internal-projects/project.api';
import { endSession } from '@/api/session';
import { setupMockApi, signIn } from '../support/mock-api';

// The project page's request functions (tenant host, spoofed methods, zod parsing) against the mock.
setupMockApi();
afterEach(() => endSession());

describe('one project’s calls', () => {
  it('reads, patches and replaces a project; each answer parses', async () => {
    await signIn('admin@acme.test');
    const project = await fetchProject(1);
    expect(project).toMatchObject({ id: 1, title: 'Atlas Platform', status: 'active' });
    expect((await patchProject(1, { status: 'completed' })).status).toBe('completed');
    const replaced = await replaceProject(1, {
      title: 'Atlas Platform',
      client: null,
      status: 'active',
      currency: 'USD',
      project_manager_id: null,
      start_date: project.start_date,
      end_date: null,
      description: 'Renewed',
    });
    expect(replaced).toMatchObject({ client: null, currency: 'USD', project_manager: null, end_date: null });
  });

  it('refuses a change of currency once the project has invoices (their figures would mix two), and takes one before', async () => {
    await signIn('admin@acme.test');
    const refused = await patchProject(1, { currency: 'EUR' }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(422);
    expect(isApiError(refused) && refused.fieldErrors.currency).toEqual([
      'The currency cannot change once the project has invoices.',
    ]);
    expect((await fetchProject(1)).currency).toBe('USD');
    expect((await patchProject(3, { currency: 'EUR' })).currency).toBe('EUR');
  });

  it('reads the older payload both ways, and deletes a project without invoices', async () => {
    await signIn('admin@acme.test');
    expect((await fetchOldProject(1, true)).currency).toBe('USD');
    expect((await fetchOldProject(1, false)).exchange_rate).toMatchObject({ from: 'USD', to: 'EUR' });
    await expect(deleteProject(3)).resolves.toBeUndefined();
    const gone = await fetchProject(3).catch((error: unknown) => error);
    expect(isApiError(gone) && gone.status).toBe(404);
    const refused = await deleteProject(1).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(422);
  });
});
