import { loadAllImages } from './catalog-helpers';
import { expect, test } from './fixtures';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`finds an author from the header despite a typo, at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Folio' });
    const field = dialog.getByRole('searchbox', { name: 'Search events, authors, vendors and books' });
    await expect(field).toBeFocused();
    await field.pressSequentially('ivvy jerdde', { delay: 40 });

    const result = dialog.getByRole('link', { name: /^Ivy Jerde/ });
    await expect(result).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Authors' })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('including close matches');
    await page.screenshot({ path: testInfo.outputPath(`search-panel-${viewport.width}.png`) });

    await page.keyboard.press('ArrowDown');
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/author/ivy-jerde');
    await expect(page.getByRole('heading', { level: 1, name: 'Ivy Jerde' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
}

test('shows every kind of result on the search page, and says when nothing matches', async ({ page }, testInfo) => {
  await page.goto('/');
  // The shortcut's key listener mounts with the header, just after it first paints.
  const dialog = page.getByRole('dialog', { name: 'Search Folio' });
  await expect(async () => {
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const field = dialog.getByRole('searchbox');
  await field.fill('fae');
  await field.press('Enter');

  await expect(page).toHaveURL('/search?q=fae');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “fae”' })).toBeVisible();
  for (const group of ['Authors', 'Events', 'Books']) {
    await expect(page.getByRole('main').getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  await loadAllImages(page);
  await page.screenshot({ path: testInfo.outputPath('search-page-1280.png'), fullPage: true });

  const pageField = page.getByRole('main').getByRole('searchbox');
  await pageField.fill('qqqqzzzz');
  await expect(page).toHaveURL('/search?q=qqqqzzzz');
  await expect(page.getByRole('heading', { name: 'No results for “qqqqzzzz”' })).toBeVisible();
});
