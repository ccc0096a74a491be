import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROUTE_SEARCH_MODULE, ROUTE_SEARCH_VALIBOT_QUERY, routeSearchValibot } from './route-search-valibot';

const repoRoot = join(import.meta.dirname, '../../..');
const trackedFiles = execFileSync('git', ['ls-files', 'libs', 'apps/web/src'], {
  cwd: repoRoot,
  encoding: 'utf8',
}).split('\n');

type ResolveHook = (this: unknown, source: string, importer: string | undefined, options: object) => Promise<unknown>;

function resolveWith(plugin: ReturnType<typeof routeSearchValibot>, source: string, importer: string | undefined) {
  const context = { resolve: async (id: string) => ({ id: `/repo/node_modules/${id}/dist/index.mjs` }) };
  return (plugin.resolveId as unknown as ResolveHook).call(context, source, importer, {});
}

describe('the route search schemas’ own valibot', () => {
  it('covers every web library’s search schema module and nothing on the server or in a contract', () => {
    const matched = trackedFiles.filter((file) => ROUTE_SEARCH_MODULE.test(`/repo/${file}`));
    expect(matched).toEqual(
      expect.arrayContaining([
        'libs/catalog/catalog-kit/web/src/search-params.ts',
        'libs/catalog/events/web/src/events-search.ts',
        'libs/catalog/people/web/src/people-search.ts',
        'libs/shared/auth/web/src/routing/search.ts',
        'libs/shared/notifications/web/src/notifications/notifications.search.ts',
        'libs/marketing/content/web/src/blog-search.ts',
      ]),
    );
    for (const file of matched) expect(file).toMatch(/\/web\/src\//);
    expect(matched.some((file) => /contract|server/.test(file))).toBe(false);
  });

  it('gives those modules valibot under an id of its own, and leaves every other import alone', async () => {
    const plugin = routeSearchValibot();
    await expect(resolveWith(plugin, 'valibot', '/repo/libs/catalog/events/web/src/events-search.ts')).resolves.toEqual(
      {
        id: `/repo/node_modules/valibot/dist/index.mjs${ROUTE_SEARCH_VALIBOT_QUERY}`,
      },
    );
    await expect(
      resolveWith(plugin, 'valibot', '/repo/libs/catalog/events/contract/src/event.schema.ts'),
    ).resolves.toBeNull();
    await expect(
      resolveWith(plugin, 'react', '/repo/libs/catalog/events/web/src/events-search.ts'),
    ).resolves.toBeNull();
  });
});
