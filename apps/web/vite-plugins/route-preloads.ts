import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Each page's chunks, for the API to fetch with the entry instead of after it.
 *
 * Vite lists, at every dynamic import, the JavaScript the imported chunk needs, so that the browser
 * fetches it all at once. With a chunk per route that list (about 250 file names and 170 index
 * lists) sat in the entry every page downloads. Route chunks now import their static dependencies
 * themselves; their CSS is still listed, so a page never draws without its styles. Other dynamic
 * imports (the query and http clients, the header's parts) keep their lists. The build writes
 * `route-preloads.json` instead: every page's route id and path pattern with its route chunks,
 * their static imports and their CSS (and, unless the page reads no data, the data clients it
 * waits for), minus what the entry already holds. The API puts a page's files in its HTML as
 * `<link rel="modulepreload">` and `<link rel="preload" as="style">`, so they load in parallel with
 * the entry; after the first page the shell reads the list and preloads the files of the page a
 * link leads to (`src/route-preloads.ts`), so a navigation does not fetch a chunk's imports a level
 * at a time.
 *
 * The list is also every page the app has: the API answers an address no page matches with 404
 * (the app still draws its not-found screen). A production build leaves out the pages marked
 * `staticData: { developmentOnly: true }`, which answer not-found there.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloadList {
  /** Every file named below (`assets/…`), once. */
  files: string[];
  pages: Array<{
    /** The leaf route's id: `/_default/event/$slug/`. */
    id: string;
    /** The page's full path pattern, `$name` for a parameter: `/event/$slug`. */
    path: string;
    /** Indexes into `files`, in the order to fetch them. */
    scripts: number[];
    styles: number[];
  }>;
}

export interface RoutePreloadsOptions {
  /** Absolute path of the file routes folder. */
  routesDir: string;
  /**
   * Modules of the clients a page with data waits for before it draws (the shell loads them
   * lazily); a page whose leaf route says `withoutQueryClient: true` waits for neither.
   */
  dataClients: RegExp[];
}

const SPLIT = /\?tsr-split=/;
const ROUTE_ID = /create(?:File|Lazy(?:File)?)Route\(\s*['"`]([^'"`]+)['"`]/;
const WITHOUT_QUERY_CLIENT = /\bwithoutQueryClient:\s*true\b/;
const DEVELOPMENT_ONLY = /\bdevelopmentOnly:\s*true\b/;

/** `/_default/event/$slug/` -> `/event/$slug`: pathless (`_x`) segments dropped, no trailing slash. */
export function routePath(id: string): string {
  const segments = id.split('/').filter((segment) => segment !== '' && !segment.startsWith('_'));
  return `/${segments.join('/')}`;
}

/** Whether `ancestor` is `id` or one of its parent routes (`__root__` is everyone's). */
export function isAncestor(ancestor: string, id: string): boolean {
  if (ancestor === '__root__' || ancestor === id) return true;
  const base = ancestor.replace(/\/$/, '');
  return id.startsWith(`${base}/`) && !ancestor.endsWith('/');
}

/** Route ids that no other route has as parent: the pages. */
export function leafRoutes(ids: readonly string[]): string[] {
  return ids.filter((id) => !ids.some((other) => other !== id && isAncestor(id, other)));
}

/** Every file `chunk` loads statically, itself first, each once. */
function staticClosure(bundle: OutputBundle, files: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    into.add(file);
    staticClosure(bundle, chunk.imports, into);
  }
  return into;
}

const cssOf = (bundle: OutputBundle, files: Iterable<string>) =>
  new Set([...files].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));

export function routePreloads({ routesDir, dataClients }: RoutePreloadsOptions): Plugin {
  const base = routesDir.replace(/\/$/, '') + '/';
  /** The route chunks of this build, whose dependencies their dynamic imports no longer list. */
  let routeChunks = new Set<string>();
  let production = true;
  return {
    name: 'folio:route-preloads',
    apply: 'build',
    configResolved: (config) => {
      production = config.isProduction;
    },
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && routeChunks.has(file) ? [] : deps),
        },
      },
    }),
    generateBundle: {
      // Before Vite's import analysis writes the dependency lists, which asks resolveDependencies.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const routeFiles = new Map<string, string>(); // route module -> id
        for (const id of this.getModuleIds()) {
          if (!id.startsWith(base) || id.includes('?')) continue;
          const routeId = readFileSync(id, 'utf8').match(ROUTE_ID)?.[1];
          routeFiles.set(id, routeId ?? '__root__');
        }
        const splitChunks = new Map<string, string[]>(); // route id -> its chunks
        for (const chunk of chunks) {
          const facade = chunk.facadeModuleId;
          if (!chunk.isDynamicEntry || !facade || !SPLIT.test(facade)) continue;
          const routeId = routeFiles.get(facade.split('?')[0]!);
          if (!routeId) continue;
          splitChunks.set(routeId, [...(splitChunks.get(routeId) ?? []), chunk.fileName]);
        }
        routeChunks = new Set([...splitChunks.values()].flat());

        const entry = chunks.find((chunk) => chunk.isEntry);
        const initial = staticClosure(bundle, entry ? [entry.fileName] : []);
        const initialCss = cssOf(bundle, initial);
        const clients = staticClosure(
          bundle,
          chunks
            .filter((chunk) => chunk.moduleIds.some((id) => dataClients.some((re) => re.test(id))))
            .map((c) => c.fileName),
        );
        const ids = [...routeFiles.values()];
        const fileOf = new Map([...routeFiles].map(([file, id]) => [id, file]));
        const files: string[] = [];
        const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
        const source = (id: string) => readFileSync(fileOf.get(id)!, 'utf8');
        const leaves = leafRoutes(ids.filter((id) => id !== '__root__'));
        const pages = leaves
          .filter((id) => !(production && DEVELOPMENT_ONLY.test(source(id))))
          .map((id) => {
            const own = ids.filter((other) => isAncestor(other, id)).flatMap((other) => splitChunks.get(other) ?? []);
            const withoutData = WITHOUT_QUERY_CLIENT.test(source(id));
            const page = staticClosure(bundle, own, new Set(withoutData ? [] : clients));
            return {
              id,
              path: routePath(id),
              scripts: [...page].filter((file) => !initial.has(file)).map(index),
              styles: [...cssOf(bundle, page)].filter((file) => !initialCss.has(file)).map(index),
            };
          });
        const list: RoutePreloadList = { files, pages: pages.sort((a, b) => a.path.localeCompare(b.path)) };
        this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(list) });
      },
    },
  };
}
