import { expect, test } from './fixtures';

// The browser logs every document that answers 404, as it must answer here.
const DOCUMENT_404 = /^Failed to load resource: the server responded with a status of 404/;
test.use({ expectedConsoleErrors: DOCUMENT_404 });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`unknown path at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows the not-found screen with its message, under status 404', async ({ page }, testInfo) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);

      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
      await expect(page.getByText("Sorry, the page you are looking for doesn't exist.")).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Folio');
      await page.screenshot({ path: testInfo.outputPath(`not-found-${viewport.width}.png`), fullPage: true });
    });
  });
}

test('Go Back returns to the previous page of the site', async ({ page, baseURL }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A full load followed from another page of the site: the browser sends that page as the referrer.
  await page.goto('/no/such/page', { referer: `${baseURL}/events` });

  await page.getByRole('button', { name: 'Go Back' }).click();

  await expect(page).toHaveURL('/events');
});

test('Go Back on the first page of a tab goes home instead of leaving the site', async ({ page }) => {
  // Somewhere else first, as when a link from another site opens a missing page.
  await page.goto('about:blank');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The place where books find their readers' })).toBeVisible();
});

test('Take me home opens the home page', async ({ page }) => {
  await page.goto('/no/such/page');

  await page.getByRole('link', { name: 'Take me home' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The place where books find their readers' })).toBeVisible();
});

test('an unknown event, order form or file answers 404 too, never a page a crawler would index', async ({
  page,
  request,
}) => {
  for (const path of ['/event/no-such-signing', '/orderform/no-such-form', '/author/no-such-author']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  for (const path of ['/.env', '/wp-login.php', '/.git/config']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
