import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * How the router plugin splits route files (its `codeSplitGroupings`): a page's loader and
 * component go to the page's chunk, but its pending placeholder stays with the route tree in the
 * entry. A placeholder packed into the page's chunk cannot render before that chunk arrives, so on a
 * slow connection the content area would stay empty until then, and the wrong boundary would catch
 * the wait. Layout routes are not split at all: the frame draws on the first visit without one more
 * round trip. The route tests render an unsplit tree (no plugin under vitest), so this reads the
 * route files the plugin reads.
 */

const appDir = join(import.meta.dirname, '..');
const routesDir = join(import.meta.dirname, 'routes');
const routeFiles = globSync('**/*.tsx', { cwd: routesDir });

/** A route file's `codeSplitGroupings` literal, e.g. `[['loader', 'component']]`; undefined without one. */
function groupingsOf(file: string): string[][] | undefined {
  const source = readFileSync(join(routesDir, file), 'utf8');
  const literal = /codeSplitGroupings:\s*(\[(?:\s*\[[^\]]*\]\s*,?)*\s*\])/.exec(source)?.[1];
  if (literal === undefined) return undefined;
  return JSON.parse(literal.replaceAll("'", '"').replace(/,(\s*\])/g, '$1')) as string[][];
}

describe('route code splitting', () => {
  it('reads the route files', () => {
    expect(routeFiles).toContain('_default/event.$slug.index.tsx');
    expect(groupingsOf('_default/event.$slug.index.tsx')).toEqual([['loader', 'component']]);
  });

  it('keeps every page’s placeholder out of its page’s chunk, so it shows while that chunk is on its way', () => {
    const splitPlaceholders = routeFiles.filter((file) => groupingsOf(file)?.flat().includes('pendingComponent'));
    expect(splitPlaceholders).toEqual([]);
    // The plugin's own default leaves it unsplit too, as long as the config does not change it.
    expect(readFileSync(join(appDir, 'vite.config.ts'), 'utf8')).not.toMatch(/pendingComponent|defaultBehavior|splitBehavior/);
  });

  it('does not split the layouts, so the header and footer draw without waiting for a chunk', () => {
    // Pathless layout routes sit at the top as `_<layout>.tsx` (the plugin never splits `__root.tsx`).
    const layouts = routeFiles.filter((file) => /^_[^_/][^/]*\.tsx$/.test(file));
    expect(layouts).toEqual(expect.arrayContaining(['_default.tsx', '_auth.tsx']));
    for (const layout of layouts) expect(groupingsOf(layout), layout).toEqual([]);
  });
});
