import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { holdEmotionStyles, hideStyles } from './support/emotion-styles';
import { loadDynamicComponents } from './support/eager-dynamic';
import { memoryRouter } from './support/memory-router';
import { holdMockToContract } from './support/contract-check';
import { resetAfterEachCase } from './support/reset-after-each';
import { failOnUncaughtErrors } from './support/uncaught-errors';

// findBy and waitFor give the screen 10 s, not 1: on a busy machine (CI, two workers, other work beside
// them) a debounced search or a lazy dialog can take several seconds. Only a failing test waits longer.
configure({ asyncUtilTimeout: 10_000 });
holdEmotionStyles();
failOnUncaughtErrors();

// Every test gets the pages router as a memory router it can inspect.
vi.mock('next/router', () => {
  const proxy = new Proxy({}, { get: (_target, key) => Reflect.get(memoryRouter.current, key) });
  return { default: proxy, useRouter: () => memoryRouter.current };
});

vi.mock('next/dynamic', async () => ({ default: (await import('./support/eager-dynamic')).eagerDynamic }));

beforeEach(async () => {
  await loadDynamicComponents();
});

holdMockToContract();
resetAfterEachCase();

// Hooks run last-registered first: the screen unmounts before its session and handlers go.
afterEach(() => {
  cleanup();
  hideStyles();
});
