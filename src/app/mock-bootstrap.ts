import { isMockingEnabled } from '@/api/config';

// With mocking on, the MSW worker must answer before the first call; it loads only in that case.
export async function startMockingIfEnabled(): Promise<void> {
  if (!isMockingEnabled || typeof window === 'undefined') return;
  // The end-to-end suite serves the same handlers from Playwright and says so with this flag.
  if ((window as unknown as Record<string, unknown>).__MSW_PLAYWRIGHT__ === true) return;
  try {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  } catch (error) {
    // Without service workers (a private window, some policies) the app starts anyway and says why.
    console.info('Mock worker not started:', error instanceof Error ? error.message : error);
  }
}
