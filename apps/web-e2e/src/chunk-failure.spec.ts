import { expect, test } from './fixtures';

// The aborted requests are reported by the browser itself; they are what this test provokes.
test.use({ expectedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/ });

test('a route chunk that cannot load reloads the page once, then shows the error screen', async ({
  page,
}, testInfo) => {
  // The build's own HTML names the entry and its static imports; every other script is a route chunk
  // (the HTML the API serves for `/` preloads the page's route chunks too: those are blocked here).
  const html = await (await page.request.get('/index.html')).text();
  const staticScripts = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  expect(staticScripts.size).toBeGreaterThan(0);
  await page.route('**/assets/*.js', (route) => {
    const path = new URL(route.request().url()).pathname;
    return staticScripts.has(path) ? route.continue() : route.abort('failed');
  });
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
  });

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
  await expect(page.getByText('Please contact support if this issue persists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
  expect(documentLoads).toBe(2);
  await page.screenshot({ path: testInfo.outputPath('chunk-failure-1280.png'), fullPage: true });
});
