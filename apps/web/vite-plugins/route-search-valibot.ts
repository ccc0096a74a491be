import type { Plugin } from 'vite';

/**
 * The web libraries' route search schemas (`*-search.ts`, `*.search.ts`, `search-params.ts`,
 * `routing/search.ts`): what the route files hand `validateSearch`, so they run in the entry.
 */
export const ROUTE_SEARCH_MODULE =
  /[\\/]web[\\/]src[\\/](?:.+[\\/])?(?:[\w-]+[.-]search|search-params|routing[\\/]search)\.ts$/;

/** The suffix that makes the route search schemas' valibot a module of its own. */
export const ROUTE_SEARCH_VALIBOT_QUERY = '?route-search';

/**
 * valibot ships as one module. The bundler keeps a module whole in one chunk and, when the entry
 * uses it, that chunk is the entry: every valibot function any page's contract uses (e-mail,
 * dates, UUIDs, ...) came with the first page, about 13 kB raw where the search schemas need 5.
 * The route search schemas therefore import valibot as a module of their own, the same file
 * under another id, tree-shaken to what they use; the contracts' valibot stays in the chunks of
 * the pages that parse API answers. Both are the same library and version: schemas from either
 * work with the other, and nothing compares valibot's classes across them.
 */
export function routeSearchValibot(): Plugin {
  return {
    name: 'folio:route-search-valibot',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'valibot' || !importer || !ROUTE_SEARCH_MODULE.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${ROUTE_SEARCH_VALIBOT_QUERY}` };
    },
  };
}
