import { createMemoryHistory } from '@tanstack/react-router';
import { preloadRouteFiles, type RoutePreloadList } from './route-preloads';
import { createAppRouter } from './router';
import type { ShellContext } from './router-context';

// The list as the build writes it: the pages by their route ids (vite-plugins/route-preloads.ts).
const list: RoutePreloadList = {
  files: ['assets/query-1.js', 'assets/event-2.js', 'assets/event-card-3.js', 'assets/events-4.js'],
  pages: [
    { id: '/_default/event/$slug/', scripts: [0, 1, 2] },
    { id: '/_default/events', scripts: [0, 3, 2] },
  ],
};

function setUp(defaultPreload: 'intent' | false = 'intent') {
  const router = createAppRouter({ context: {} as ShellContext, history: createMemoryHistory(), defaultPreload });
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<a href="/event/chicago-signing">Chicago</a><a href="https://elsewhere.example/events">Away</a>';
  return router;
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloading the files of the page a link leads to', () => {
  it('fetches all of a page’s files, each once, when a navigation to it starts', async () => {
    const router = setUp();
    const stop = await preloadRouteFiles(router, document, async () => list);

    await router.navigate({ href: '/events' }).catch(() => undefined);
    await router.navigate({ href: '/event/chicago-signing' }).catch(() => undefined);

    expect(preloaded()).toEqual([
      '/assets/query-1.js',
      '/assets/events-4.js',
      '/assets/event-card-3.js',
      '/assets/event-2.js',
    ]);
    stop();
  });

  it('fetches them as soon as a link to the page is pointed at, when links preload on intent', async () => {
    const router = setUp();
    const stop = await preloadRouteFiles(router, document, async () => list);

    document.querySelector('a[href^="https"]')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual([]);
    document
      .querySelector('a[href="/event/chicago-signing"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preloaded()).toEqual(['/assets/query-1.js', '/assets/event-2.js', '/assets/event-card-3.js']);
    stop();
  });

  it('spends no data on a pointed-at link when links do not preload (data saver, slow connection)', async () => {
    const router = setUp(false);
    const stop = await preloadRouteFiles(router, document, async () => list);

    document
      .querySelector('a[href="/event/chicago-signing"]')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));

    expect(preloaded()).toEqual([]);
    stop();
  });
});
