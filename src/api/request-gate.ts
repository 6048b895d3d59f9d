// What every call waits for before it leaves: with the in-browser mocked API, its worker must listen
// first. The page renders meanwhile (its frame and skeletons), so the mock's start costs no first
// paint; elsewhere the gate is open from the start.
let gate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  // A worker that could not start lets calls go out (and fail or answer) rather than wait for ever.
  gate = ready.catch(() => undefined);
}

export function requestGate(): Promise<unknown> {
  return gate;
}
