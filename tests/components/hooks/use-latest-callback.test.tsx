import { renderHook } from '@testing-library/react';
import { useLatestCallback } from '@/components/hooks/use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one function across renders, so a memoised child is not re-rendered by an inline handler', () => {
    const { result, rerender } = renderHook(({ handler }) => useLatestCallback(handler), {
      initialProps: { handler: (day: string) => `first ${day}` },
    });
    const first = result.current;
    rerender({ handler: (day: string) => `second ${day}` });
    expect(result.current).toBe(first);
  });

  it('calls the handler of the latest render, never a stale one', () => {
    const { result, rerender } = renderHook(({ handler }) => useLatestCallback(handler), {
      initialProps: { handler: (day: string) => `first ${day}` },
    });
    rerender({ handler: (day: string) => `second ${day}` });
    expect(result.current('2025-03-01')).toBe('second 2025-03-01');
  });
});
