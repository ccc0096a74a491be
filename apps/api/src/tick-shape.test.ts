import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepTickObjectShape } from './tick-shape.js';

/**
 * A child node ticks, runs three full GCs while no tick is queued, ticks again, and prints the
 * feedback of `process.nextTick` (`%DebugPrint`, V8's own format). The slots that define the tick
 * object's properties are what goes megamorphic, see tick-shape.ts.
 */
function nextTickFeedbackAfterGc(keepShape: boolean): string[] {
  const module = fileURLToPath(new URL('./tick-shape.ts', import.meta.url));
  const script = `
    ${keepShape ? `await import(${JSON.stringify(module)});` : ''}
    const ticks = (n) => new Promise((resolve) => { let left = n; const step = () => (--left > 0 ? process.nextTick(step) : resolve()); process.nextTick(step); });
    await ticks(20000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    gc(); gc(); gc();
    await ticks(20000);
    %DebugPrint(process.nextTick);
  `;
  const printed = execFileSync(
    process.execPath,
    ['--expose-gc', '--allow-natives-syntax', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return printed.split('\n').filter((line) => line.includes('DefineKeyedOwnPropertyInLiteral'));
}

describe('keepTickObjectShape', () => {
  it('holds one of node’s tick objects', () => {
    expect(Object.keys(keepTickObjectShape() ?? {})).toEqual(['callback', 'args']);
  });

  it('keeps process.nextTick’s literal monomorphic across full GCs', () => {
    // Without it the feedback goes megamorphic: if this stops failing, node no longer needs the fix.
    const without = nextTickFeedbackAfterGc(false);
    expect(without.length).toBeGreaterThan(0);
    expect(without.some((slot) => slot.includes('MEGAMORPHIC'))).toBe(true);

    const kept = nextTickFeedbackAfterGc(true);
    expect(kept.length).toBe(without.length);
    expect(kept.filter((slot) => !slot.includes('MONOMORPHIC'))).toEqual([]);
  });
});
