// @vitest-environment jsdom
import { configureMockDb, flushMockDb, getTenantDb, persistSoon, resetMockDb } from '@/mocks/db';
import { MOCK_DB_VERSION } from '@/mocks/db/persistence';
import { setMockRuntime } from '@/mocks/settings';
import { REFERENCE_DATE } from '../support/mock-api';

// The browser runtime under jsdom: its localStorage stands in for the browser's.
const KEY = `staff-portal:mock-db:v${MOCK_DB_VERSION}:acme`;

async function archiveSale(): Promise<void> {
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ email: 'sale@acme.test' }), {
    data(user) {
      user.archived = true;
    },
  });
  // What the route wrapper does after every change.
  persistSoon();
}

const saleArchived = async () =>
  (await getTenantDb('acme')).users.findFirst((q) => q.where({ email: 'sale@acme.test' }))?.archived;

describe('browser persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    setMockRuntime('browser');
    configureMockDb({ referenceDate: REFERENCE_DATE });
  });
  afterEach(() => {
    setMockRuntime('memory');
    localStorage.clear();
  });

  it('saves a change once things are quiet, and a fresh db (a reload) loads it', async () => {
    vi.useFakeTimers();
    try {
      await archiveSale();
      expect(localStorage.getItem(KEY)).toBeNull();
      vi.advanceTimersByTime(1000);
      expect(localStorage.getItem(KEY)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
    configureMockDb({ referenceDate: REFERENCE_DATE });
    expect(await saleArchived()).toBe(true);
  });

  it('flushes at once on demand (pagehide)', async () => {
    await archiveSale();
    flushMockDb();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    configureMockDb({ referenceDate: REFERENCE_DATE });
    expect(await saleArchived()).toBe(true);
  });

  it('a corrupt or old save is discarded and the tenant seeded again', async () => {
    localStorage.setItem(KEY, '{not json');
    localStorage.setItem('staff-portal:mock-db:v0:acme', JSON.stringify({ version: 0 }));
    expect(await saleArchived()).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem('staff-portal:mock-db:v0:acme')).toBeNull();

    localStorage.setItem(
      KEY,
      JSON.stringify({ version: MOCK_DB_VERSION, scale: 60, seed: 1, data: { users: 'oops' } }),
    );
    configureMockDb({ referenceDate: REFERENCE_DATE });
    expect(await saleArchived()).toBe(false);
  });

  it('reset forgets the save too', async () => {
    await archiveSale();
    flushMockDb();
    await resetMockDb();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(await saleArchived()).toBe(false);
  });
});
