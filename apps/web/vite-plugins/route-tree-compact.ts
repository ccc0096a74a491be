import type { Plugin } from 'vite';

/** The router plugin's generated route tree (`src/routeTree.gen.ts`). */
export const ROUTE_TREE_MODULE = /[\\/]routeTree\.gen\.ts$/;
/** A route file of the app (`src/routes/**`), and the chunks the router plugin splits from it. */
export const ROUTE_FILE_MODULE = /[\\/]src[\\/]routes[\\/][^?]+\.tsx?(?:\?|$)/;
// `createFileRoute('/_default/about')`, in the route file as it reaches the bundle.
const FILE_ROUTE_PATH = /\bcreateFileRoute\((['"`])\/[^'"`\n]*\1\)/g;

// `const DefaultRouteChildren: DefaultRouteChildren = {\n  DefaultAboutRoute: DefaultAboutRoute,\n  ...\n}`
const CHILDREN_OBJECT = /^const (\w+): \w+ = \{\n((?:[ \t]*\w+:\s*\w+,?\n)+)\}$/gm;
const CHILD_ENTRY = /^[ \t]*\w+:\s*(\w+),?$/gm;
// `.update({\n  id: '/about',\n  path: '/about',\n` (the generator writes both, always alike for a route with a path).
const ID_SAME_AS_PATH = /^([ \t]*)id: ('[^'\n]*'),\n\1path: \2,\n/gm;

/**
 * Rewrites the generated route tree into what the router builds the same tree from, in fewer bytes
 * of the entry (every page's first JavaScript, quality bar F1):
 *
 * - each route's children object (`{DefaultAboutRoute: DefaultAboutRoute, …}`: its keys are the
 *   generator's type names, kept by the minifier as strings) becomes the array of its values, in
 *   the same order. `_addFileChildren` takes either and keeps `Object.values` of an object.
 * - `id` is left out where it equals `path`: a route's id is its `id` option, else its path, so
 *   the router derives the same id, full path and matching.
 *
 * The file on disk (and its types) stays as the router plugin writes it; builds and the app's
 * tests (vitest.config.ts) read the compact form.
 * route-tree-compact.test.ts builds the tree from both texts and compares them route by route.
 */
export function compactRouteTree(source: string): string {
  // Line for line, so positions (and the source map) stay where they were.
  return source
    .replace(CHILDREN_OBJECT, (_whole, name: string, entries: string) => {
      const values = entries.replace(
        CHILD_ENTRY,
        (entry, value: string) => `${'\n'.repeat(entry.split('\n').length - 1)}  ${value},`,
      );
      return `const ${name} = [\n${values}]`;
    })
    .replace(ID_SAME_AS_PATH, '\n$1path: $2,\n');
}

/**
 * `createFileRoute(path)` keeps its path for the types and the route generator only: at run time it
 * returns the same route factory whatever the path (@tanstack/react-router's `fileRoute.js`), and
 * the route's id and path come from the route tree. So the literal goes from the bundle (about 300
 * bytes of the entry): the route files on disk keep theirs, which the generator checks.
 */
export function dropFileRoutePaths(code: string): string {
  return code.replace(FILE_ROUTE_PATH, 'createFileRoute()');
}

/** Builds and the app's tests (vitest.config.ts); the development server serves the files as they are. */
const buildOrTest: Plugin['apply'] = (_config, { command }) =>
  command === 'build' || process.env['VITEST'] !== undefined;

/** Both rewrites, for the build and the app's tests. */
export function routeTreeCompact(): Plugin[] {
  return [
    {
      name: 'folio:route-tree-compact',
      enforce: 'pre',
      apply: buildOrTest,
      transform(code, id) {
        if (!ROUTE_TREE_MODULE.test(id.split('?')[0] ?? id)) return null;
        return { code: compactRouteTree(code), map: null };
      },
    },
    {
      // After the router plugin has split the route file and the TypeScript is gone.
      name: 'folio:route-file-paths',
      enforce: 'post',
      apply: buildOrTest,
      transform(code, id) {
        if (!ROUTE_FILE_MODULE.test(id) || !code.includes('createFileRoute(')) return null;
        return { code: dropFileRoutePaths(code), map: null };
      },
    },
  ];
}
