// Options the config sets per project (kept apart from e2e/fixtures.ts, which loads the mocks, so
// playwright.config.ts can import the type without pulling in the app's code).
export type E2EOptions = {
  // Serve the API from src/mocks/handlers through e2e/support/mock-network.ts. Off in the smoke project, where
  // the demo build's own service worker answers, as it does for a person running the quick start.
  mockNetwork: boolean;
};
