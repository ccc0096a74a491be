import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { compactRouteTree, dropFileRoutePaths, ROUTE_FILE_MODULE, routeTreeCompact } from './route-tree-compact';

const generated = readFileSync(join(import.meta.dirname, '../src/routeTree.gen.ts'), 'utf8');

interface StubRoute {
  file: string;
  options: { id?: string; path?: string; getParentRoute?: () => StubRoute };
  children?: StubRoute[];
}

/**
 * Runs a route tree module's text with every route file replaced by a stub that records what the
 * tree does with it (`update` and `_addFileChildren`, as the router's routes do), and returns the root.
 */
function evaluateTree(source: string): StubRoute {
  const stubbed = source.replace(/^import \{ Route as (\w+) \} from '([^']+)'$/gm, "const $1 = stub('$2')");
  const { outputText } = ts.transpileModule(stubbed, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const stub = (file: string) => {
    const route: StubRoute & Record<string, unknown> = { file, options: {} };
    route['update'] = (options: StubRoute['options']) => (Object.assign(route.options, options), route);
    route['_addFileChildren'] = (children: StubRoute[] | Record<string, StubRoute>) => {
      route.children = Array.isArray(children) ? children : Object.values(children);
      return route;
    };
    route['_addFileTypes'] = () => route;
    return route;
  };
  const exports: { routeTree?: StubRoute } = {};
  new Function('exports', 'require', 'stub', outputText)(exports, () => ({}), stub);
  if (!exports.routeTree) throw new Error('the module exported no routeTree');
  return exports.routeTree;
}

/** Each route as the router derives it (router-core `BaseRoute.init`): its id, full path and children, in order. */
function describeTree(route: StubRoute, parent?: { id: string; fullPath: string }): unknown {
  const isRoot = !parent;
  let path = route.options.path;
  if (path && path !== '/') path = path.replace(/^\/+/, '');
  const clean = (text: string) => text.replace(/\/{2,}/g, '/');
  const id = isRoot
    ? '__root__'
    : clean(`${parent.id === '__root__' ? '' : parent.id}/${route.options.id || path || ''}`);
  const fullPath = isRoot ? '/' : path === undefined ? parent.fullPath : clean(`${parent.fullPath}/${path}`);
  const parentFile = route.options.getParentRoute?.().file;
  return {
    file: route.file,
    id,
    fullPath,
    path,
    parentFile,
    children: (route.children ?? []).map((child) => describeTree(child, { id, fullPath })),
  };
}

describe('the compact route tree', () => {
  it('builds the same routes, ids, paths and order as the generated file, in fewer bytes and the same lines', () => {
    const compact = compactRouteTree(generated);
    expect(describeTree(evaluateTree(compact))).toEqual(describeTree(evaluateTree(generated)));
    expect(compact.split('\n')).toHaveLength(generated.split('\n').length);
    expect(generated.length - compact.length).toBeGreaterThan(3000);
  });

  it('leaves no children object and no id that only repeats the path', () => {
    const compact = compactRouteTree(generated);
    expect(compact).not.toMatch(/^const \w+Children: \w+ = \{/m);
    expect(compact).not.toMatch(/id: ('[^']*'),\n\s*path: \1,/);
    // Layout routes (an id, no path) keep their id.
    expect(compact).toMatch(/id: '\/_default',\n\s*getParentRoute/);
  });

  it('is the tree the app’s tests run (vitest.config.ts applies it as builds do)', async () => {
    const { routeTree } = await import('../src/routeTree.gen');
    expect(Array.isArray(routeTree.children)).toBe(true);
  });

  it('transforms the route tree module only', () => {
    const transform = routeTreeCompact()[0]?.transform as (code: string, id: string) => { code: string } | null;
    expect(transform(generated, '/repo/apps/web/src/routeTree.gen.ts')?.code).toBe(compactRouteTree(generated));
    expect(transform(generated, '/repo/apps/web/src/router.tsx')).toBeNull();
  });
});

describe('route files without their path literal', () => {
  it('drops the path createFileRoute only keeps for the types, in the route files and their split chunks', () => {
    expect(dropFileRoutePaths("export const Route = createFileRoute('/_default/about')({ component: About });")).toBe(
      'export const Route = createFileRoute()({ component: About });',
    );
    expect(dropFileRoutePaths('const Route = createFileRoute("/_default/cart/$uid/$step")({})')).toBe(
      'const Route = createFileRoute()({})',
    );
    // Nothing else that looks like it.
    expect(dropFileRoutePaths('createRootRouteWithContext<Ctx>()({}); createFileRoute(path)')).toBe(
      'createRootRouteWithContext<Ctx>()({}); createFileRoute(path)',
    );
    expect(ROUTE_FILE_MODULE.test('/repo/apps/web/src/routes/_default/about.tsx')).toBe(true);
    expect(ROUTE_FILE_MODULE.test('/repo/apps/web/src/routes/_default/about.tsx?tsr-split=component')).toBe(true);
    expect(ROUTE_FILE_MODULE.test('/repo/apps/web/src/router.tsx')).toBe(false);
  });

  it('is what the router does at run time: the path given to createFileRoute changes nothing', async () => {
    const { createFileRoute } = await import('@tanstack/react-router');
    const make = createFileRoute as unknown as (
      path?: string,
    ) => (options: object) => { options: object; isRoot: boolean };
    const options = { staticData: { marker: 1 } };
    const withPath = make('/_default/about')(options);
    const without = make()(options);
    expect(without.options).toEqual(withPath.options);
    expect(without.isRoot).toBe(withPath.isRoot);
  });
});
