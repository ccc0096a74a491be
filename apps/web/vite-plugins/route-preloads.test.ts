import { describe, expect, it } from 'vitest';
import { isAncestor, leafRoutes, routePath } from './route-preloads.ts';

describe('route preloads: pages from route ids', () => {
  it('gives each route the path it serves, without pathless layouts or a trailing slash', () => {
    expect(routePath('/_default/')).toBe('/');
    expect(routePath('/_default/event/$slug/')).toBe('/event/$slug');
    expect(routePath('/_default/event/$slug/store')).toBe('/event/$slug/store');
    expect(routePath('/_auth/_guest/login')).toBe('/login');
  });

  it('finds a page’s parents by id, the root route included', () => {
    expect(isAncestor('__root__', '/_default/events')).toBe(true);
    expect(isAncestor('/_default', '/_default/event/$slug/')).toBe(true);
    expect(isAncestor('/_default/event/$slug', '/_default/event/$slug/store')).toBe(true);
    expect(isAncestor('/_default/event', '/_default/events')).toBe(false);
    expect(isAncestor('/_default/', '/_default/events')).toBe(false);
  });

  it('takes the routes no other route nests in as the pages', () => {
    const ids = [
      '/_default',
      '/_default/',
      '/_default/event/$slug',
      '/_default/event/$slug/',
      '/_default/event/$slug/store',
      '/_auth',
      '/_auth/login',
    ];
    expect(leafRoutes(ids)).toEqual([
      '/_default/',
      '/_default/event/$slug/',
      '/_default/event/$slug/store',
      '/_auth/login',
    ]);
  });
});
