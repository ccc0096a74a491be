import { expect, test } from './fixtures';
import { collectScriptBodies } from './support/script-bodies';

test.describe('a development page', () => {
  // The browser logs the document's 404.
  test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  test('the UI kit gallery: production answers 404 with the not-found screen', async ({ page }) => {
    expect((await page.goto('/dev/ui-kit'))?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page not found: /dev/ui-kit')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Folio');
    await expect(page.getByRole('heading', { name: 'UI kit' })).toHaveCount(0);
  });
});

test('the home page loads no luxon, Radix or sonner (quality bar F3)', async ({ page }) => {
  const scriptBodies = collectScriptBodies(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await scriptBodies.stop();

  expect(scripts.length).toBeGreaterThan(0);
  // Strings only these libraries' builds contain.
  for (const marker of ['Invalid DateTime', 'data-radix-popper-content-wrapper', 'data-sonner-toaster']) {
    expect(
      scripts.filter((code) => code.includes(marker)),
      marker,
    ).toEqual([]);
  }
});
