import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUndoBatches } from '@/components/grid/use-undo-batches';

// A grid of one number: a batch sets it, its inverse sets it back. The server is a list of answers,
// one per send: 'ok', or a refusal's reason.
function setup(answers: string[], options: { oneAtATime?: boolean } = {}) {
  const drawn: number[] = [];
  const sent: number[] = [];
  const stored = { value: 0 };
  const pending: Array<() => void> = [];
  const draw = (batch: number) => {
    const before = drawn.at(-1) ?? stored.value;
    drawn.push(batch);
    return (saved: boolean) => {
      if (!saved) drawn.push(before);
    };
  };
  const send = (batch: number) =>
    new Promise<number>((resolve, reject) => {
      sent.push(batch);
      const answer = answers.shift() ?? 'ok';
      const inverse = stored.value;
      pending.push(() => {
        if (answer !== 'ok') return reject(new Error(answer));
        stored.value = batch;
        resolve(inverse);
      });
    });
  const hook = renderHook(() => useUndoBatches<number>({ draw, send, ...options }));
  // Answers every batch sent so far.
  const answer = async () => {
    await act(async () => {
      while (pending.length > 0) pending.shift()!();
      await Promise.resolve();
    });
  };
  return { hook, drawn, sent, stored, answer };
}

describe('useUndoBatches: the grids’ one undo history', () => {
  it('draws a batch at once, before the server answers', async () => {
    const { hook, drawn, answer } = setup(['ok']);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = hook.result.current.apply(5, 'Set 5');
    });
    expect(drawn).toEqual([5]);
    expect(hook.result.current.saving).toBe(true);
    await answer();
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(hook.result.current.saving).toBe(false);
    expect(hook.result.current.undoLabel).toBe('Set 5');
  });

  it('puts a refused batch back and gives the reason', async () => {
    const { hook, drawn, answer } = setup(['locked']);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = hook.result.current.apply(5, 'Set 5');
    });
    await answer();
    expect(drawn).toEqual([5, 0]);
    const refused = (await outcome) as { ok: boolean; error: Error };
    expect(refused.ok).toBe(false);
    expect(refused.error.message).toBe('locked');
    expect(hook.result.current.canUndo).toBe(false);
  });

  it('undoes one batch at a time, latest first, and redoes it', async () => {
    const { hook, sent, answer } = setup([]);
    act(() => void hook.result.current.apply(5, 'Set 5'));
    await answer();
    act(() => void hook.result.current.apply(7, 'Set 7'));
    await answer();
    act(() => void hook.result.current.undo());
    await answer();
    expect(sent).toEqual([5, 7, 5]);
    expect(hook.result.current.undoLabel).toBe('Set 5');
    expect(hook.result.current.redoLabel).toBe('Set 7');
    act(() => void hook.result.current.redo());
    await answer();
    expect(sent).toEqual([5, 7, 5, 7]);
    expect(hook.result.current.undoLabel).toBe('Set 7');
    expect(hook.result.current.canRedo).toBe(false);
  });

  it('a refused undo stays undoable', async () => {
    const { hook, answer } = setup(['ok', 'gone']);
    act(() => void hook.result.current.apply(5, 'Set 5'));
    await answer();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = hook.result.current.undo();
    });
    await answer();
    await expect(outcome).resolves.toMatchObject({ ok: false, label: 'Set 5' });
    expect(hook.result.current.undoLabel).toBe('Set 5');
    expect(hook.result.current.canRedo).toBe(false);
  });

  it('a new batch forgets what could be redone', async () => {
    const { hook, answer } = setup([]);
    act(() => void hook.result.current.apply(5, 'Set 5'));
    await answer();
    act(() => void hook.result.current.undo());
    await answer();
    expect(hook.result.current.canRedo).toBe(true);
    act(() => void hook.result.current.apply(9, 'Set 9'));
    await answer();
    expect(hook.result.current.canRedo).toBe(false);
  });

  it('one at a time: a batch sent while another saves is refused and never drawn', async () => {
    const { hook, drawn, sent, answer } = setup([], { oneAtATime: true });
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      void hook.result.current.apply(5, 'Set 5');
      second = hook.result.current.apply(6, 'Set 6');
    });
    await expect(second).resolves.toMatchObject({ ok: false });
    await answer();
    expect(sent).toEqual([5]);
    expect(drawn).toEqual([5]);
  });

  it('forgets the history when reset (a new version or year)', async () => {
    const { hook, answer } = setup([]);
    act(() => void hook.result.current.apply(5, 'Set 5'));
    await answer();
    act(() => hook.result.current.resetHistory());
    expect(hook.result.current.canUndo).toBe(false);
    await expect(hook.result.current.undo()).resolves.toBeNull();
  });
});
