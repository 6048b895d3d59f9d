import { isMockingEnabled } from '@/api/config';

// With mocking on, the MSW worker must answer before the first call; it loads only in that case.
export async function startMockingIfEnabled(): Promise<void> {
  if (!isMockingEnabled || typeof window === 'undefined') return;
  try {
    const { startMockWorker } = await import('@/mocks/browser');
    await startMockWorker();
  } catch (error) {
    // Playwright blocks service workers and answers through its own routes instead.
    console.info('Mock worker not started:', error instanceof Error ? error.message : error);
  }
}
