import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { resetMockApiAfterEach } from './support/reset-after-each';

resetMockApiAfterEach();

// For .ts tests: plain Node unless the file asks for jsdom, which then gets the same clean slate of
// cookies as a rendered screen does.
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
