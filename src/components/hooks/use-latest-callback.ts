import { useCallback, useLayoutEffect, useRef } from 'react';

// A stable function that calls the latest `callback`: an inline handler passed through it does not
// re-render a memoised child on every render of its parent.
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
