import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots` (scripts/e2e.mjs builds first): the e2e suite's build, servers and sign-in,
// with only e2e/capture/*.capture.ts run. Not part of `npm test`.
export default defineConfig({
  ...base,
  reporter: [['list']],
  retries: 0,
  projects: [
    ...(base.projects ?? []).filter((project) => project.name === 'setup'),
    { name: 'capture', dependencies: ['setup'], testMatch: /\.capture\.ts$/ },
  ],
});
