import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSplitGroupings } from '../route-splitting.ts';

/*
 * How the router plugin splits route files (`routeSplitGroupings`, its default for every route, and
 * a route file's own `codeSplitGroupings`): a page's loader and
 * component go to the page's chunk, and its pending placeholder to a chunk of its own, never with
 * them. A placeholder packed into the page's chunk cannot render before that chunk arrives, so on a
 * slow connection the content area would stay empty until then; on its own it is a few hundred bytes
 * that arrive long before the router's pending delay (1 s), and until then the layout's boundary
 * shows the content area loading inside the frame. Leaving it in the entry instead would make every
 * page's first JavaScript carry every placeholder and the styles' class maps they use (quality bar
 * F1). Layout routes are not split at all: the frame draws on the first visit without one more
 * round trip. The route tests render an unsplit tree (no plugin under vitest), so this reads the
 * route files the plugin reads.
 */

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
    expect(groupingsOf('_default.tsx')).toEqual([]);
    expect(groupingsOf('_default/event.$slug.index.tsx')).toBeUndefined();
  });

  it('puts every page’s placeholder in a chunk of its own, never with its page, so it shows while that chunk is on its way', () => {
    expect(routeSplitGroupings).toContainEqual(['loader', 'component']);
    expect(routeSplitGroupings).toContainEqual(['pendingComponent']);
    const withPlaceholder = routeFiles.filter((file) =>
      /\bpendingComponent:/.test(readFileSync(join(routesDir, file), 'utf8')),
    );
    expect(withPlaceholder.length).toBeGreaterThan(0);
    for (const file of withPlaceholder) {
      // A page may not override the default: the plugin's own would leave the placeholder in the entry.
      expect(groupingsOf(file), file).toBeUndefined();
    }
  });

  it('does not split the layouts, so the header and footer draw without waiting for a chunk', () => {
    // Pathless layout routes sit at the top as `_<layout>.tsx` (the plugin never splits `__root.tsx`).
    const layouts = routeFiles.filter((file) => /^_[^_/][^/]*\.tsx$/.test(file));
    expect(layouts).toEqual(expect.arrayContaining(['_default.tsx', '_auth.tsx']));
    for (const layout of layouts) expect(groupingsOf(layout), layout).toEqual([]);
  });
});
