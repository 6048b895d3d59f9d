// Wording shared by components that are always loaded and the parts of them loaded only when needed.
export const SCREEN_FAILED_TITLE = 'This page stopped working';
export const OFFLINE_NOTICE =
  'You are offline. Pages wait for the connection, and nothing can be saved until it is back.';
