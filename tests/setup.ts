import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { memoryRouter } from './support/memory-router';

// Every test gets the pages router as a memory router it can inspect.
vi.mock('next/router', () => {
  const proxy = new Proxy({}, { get: (_target, key) => Reflect.get(memoryRouter.current, key) });
  return { default: proxy, useRouter: () => memoryRouter.current };
});

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
