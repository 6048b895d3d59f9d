import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import {
  createLocalId,
  DRAFT_COOKIE_DAYS,
  draftCookieName,
  isDraftEnvelope,
  parseDraftList,
  removeDraft,
  serializeDraftList,
  upsertDraft,
  type DraftItem,
} from '@/lib/drafts';

type Skill = { name: string };
const item = (localId: string, name: string, id: number | null = null): DraftItem<Skill> => ({
  id,
  localId,
  name,
});

describe('draft cookies', () => {
  it('expire after 5 days', () => {
    expect(DRAFT_COOKIE_DAYS).toBe(5);
  });

  it('are named draft-<name>', () => {
    expect(draftCookieName('skills')).toBe('draft-skills');
  });
});

describe('local ids', () => {
  it('use crypto.randomUUID when available', () => {
    expect(createLocalId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('fall back to a random string where randomUUID is missing (plain-http pages)', () => {
    vi.stubGlobal('crypto', {});
    try {
      const ids = new Set(Array.from({ length: 100 }, createLocalId));
      expect(ids.size).toBe(100);
      expect([...ids].every((id) => id.startsWith('local-'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are unique', () => {
    expect(createLocalId()).not.toBe(createLocalId());
  });
});

describe('editing a draft list', () => {
  const list = [item('a', 'TypeScript'), item('b', 'Go', 7)];

  it('replaces the item with the same localId in place', () => {
    expect(upsertDraft(list, item('a', 'TS', 3))).toEqual([item('a', 'TS', 3), item('b', 'Go', 7)]);
  });

  it('appends an item with a new localId', () => {
    expect(upsertDraft(list, item('c', 'Rust'))).toEqual([...list, item('c', 'Rust')]);
  });

  it('removes by localId', () => {
    expect(removeDraft(list, 'a')).toEqual([item('b', 'Go', 7)]);
    expect(removeDraft(list, 'missing')).toEqual(list);
  });

  it('never mutates the original list', () => {
    const copy = structuredClone(list);
    upsertDraft(list, item('a', 'x'));
    removeDraft(list, 'a');
    expect(list).toEqual(copy);
  });

  it('keeps localIds unique after any sequence of upserts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.string())), (ops) => {
        const result = ops.reduce<DraftItem<Skill>[]>(
          (acc, [id, name]) => upsertDraft(acc, item(id, name)),
          [],
        );
        const ids = result.map((entry) => entry.localId);
        return new Set(ids).size === ids.length && ids.length === new Set(ops.map(([id]) => id)).size;
      }),
    );
  });
});

describe('reading and writing the cookie value', () => {
  it('round-trips a list', () => {
    const list = [item('a', 'TypeScript'), item('b', 'Go', 7)];
    expect(parseDraftList<Skill>(serializeDraftList(list))).toEqual(list);
  });

  it('gives an empty list for a missing or empty cookie', () => {
    expect(parseDraftList(undefined)).toEqual([]);
    expect(parseDraftList('')).toEqual([]);
  });

  it('gives an empty list for bad JSON or a non-array', () => {
    expect(parseDraftList('{not json')).toEqual([]);
    expect(parseDraftList('{"id":1,"localId":"a"}')).toEqual([]);
    expect(parseDraftList('null')).toEqual([]);
  });

  it('drops entries without a localId or with a bad id, and treats a missing id as unsaved', () => {
    const raw = JSON.stringify([
      { localId: 'a' },
      { id: 1 },
      { id: {}, localId: 'b' },
      5,
      { id: 'x', localId: 'c' },
    ]);
    expect(parseDraftList(raw)).toEqual([
      { id: null, localId: 'a' },
      { id: 'x', localId: 'c' },
    ]);
  });

  it('applies an extra item check when given one', () => {
    const raw = JSON.stringify([item('a', 'TS'), { id: null, localId: 'b' }]);
    const hasName = (value: unknown): boolean =>
      typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
    expect(parseDraftList<Skill>(raw, hasName)).toEqual([item('a', 'TS')]);
  });

  it('recognises the draft envelope', () => {
    expect(isDraftEnvelope({ id: null, localId: 'a' })).toBe(true);
    expect(isDraftEnvelope({ id: null, localId: '' })).toBe(false);
    expect(isDraftEnvelope([])).toBe(false);
  });

  it('never throws, whatever the cookie holds (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (raw) => Array.isArray(parseDraftList(raw)),
      ),
    );
  });
});
