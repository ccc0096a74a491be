import { createHook } from 'node:async_hooks';

/**
 * Keeps one of node's own `process.nextTick` queue entries alive for the life of the process, so
 * that the hidden classes (maps) of that entry stay alive and `process.nextTick` stays fast.
 *
 * Why: node builds each queue entry with the literal `{ [async_id_symbol]: …,
 * [trigger_async_id_symbol]: …, [async_context_frame]: …, callback, args }`. V8 adds computed keys
 * one by one, and the feedback of each step remembers a single map, weakly. Tick objects live a
 * few microseconds, so a full (mark-compact) GC that runs while none is queued frees the maps of
 * that chain; the next tick builds new ones, the feedback sees a second map and goes megamorphic
 * for good, and the optimised `nextTick` then defines every property through the V8 runtime
 * (`Runtime_DefineKeyedOwnPropertyInLiteral`): ~450 ns a call instead of ~80. Node's http and
 * stream code calls it about 7 times per request. Opening PGlite (its WASM heap, the template)
 * runs several full GCs at start, so the API nearly always ended up on the slow path; a node
 * process that only ran `node --expose-gc`, ticked, and called `gc()` three times does too.
 * A live entry holds its final map, and through the back pointers every map before it, so the
 * feedback stays monomorphic.
 *
 * It must run before the first full GC: main.ts imports this module first (only scavenges run
 * while node loads the modules). The hook is on for one synchronous `nextTick` call only.
 */
export function keepTickObjectShape(): object | undefined {
  let kept: object | undefined;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined);
  } finally {
    hook.disable();
  }
  return kept;
}

// On a global, so that nothing (a bundler's tree shaking included) can decide it is unused.
Object.defineProperty(globalThis, Symbol.for('folio.keptTickObject'), { value: keepTickObjectShape() });
