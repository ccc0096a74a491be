import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { savedPaths } from './paths.js';
import { MAX_SAVED_ITEMS, MergeSavedInput, ResolveSavedInput, SavedTargetParams } from './saved.schema.js';

describe('saved inputs', () => {
  it('accepts saved kinds and UUIDs only', () => {
    const id = '3f1c2b8e-9d4a-4c59-8a2e-0d6f1b2c3d4e';
    expect(v.safeParse(SavedTargetParams, { kind: 'event', id }).success).toBe(true);
    expect(v.safeParse(SavedTargetParams, { kind: 'book', id }).success).toBe(false);
    expect(v.safeParse(MergeSavedInput, { items: [{ kind: 'author', target_id: id }] }).success).toBe(true);
    expect(v.safeParse(MergeSavedInput, { items: [{ kind: 'author', target_id: 'x' }] }).success).toBe(false);
  });

  it('resolves a bounded list of ids, nothing more', () => {
    const ref = { kind: 'vendor', target_id: '3f1c2b8e-9d4a-4c59-8a2e-0d6f1b2c3d4e' };
    expect(v.safeParse(ResolveSavedInput, { items: [ref] }).success).toBe(true);
    expect(v.safeParse(ResolveSavedInput, { items: Array(MAX_SAVED_ITEMS).fill(ref) }).success).toBe(true);
    expect(v.safeParse(ResolveSavedInput, { items: Array(MAX_SAVED_ITEMS + 1).fill(ref) }).success).toBe(false);
    expect(v.safeParse(ResolveSavedInput, { items: [{ ...ref, kind: 'book' }] }).success).toBe(false);
  });

  it('builds encoded paths', () => {
    expect(savedPaths.savedItem('event', 'a/b')).toBe('/api/catalog/saved/event/a%2Fb');
  });
});
