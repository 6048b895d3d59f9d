import '@testing-library/jest-dom/vitest';
import { holdMockToContract } from './support/contract-check';
import { resetAfterEachCase } from './support/reset-after-each';

// For .ts tests: plain Node unless the file asks for jsdom, which then gets the same clean slate of
// cookies as a rendered screen does.
holdMockToContract();
resetAfterEachCase();
