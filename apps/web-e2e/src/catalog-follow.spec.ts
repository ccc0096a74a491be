import { loadAllImages, scrollWidth } from './catalog-helpers';
import { expect, test } from './fixtures';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test(`a guest follows an author and finds them on the saved page at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/authors');
    const firstAuthor = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const name = (await firstAuthor.textContent()) ?? '';
    await firstAuthor.click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Author sections' })).toBeVisible();
    const follow = page.getByRole('button', { name: `Follow ${name}` });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(page.getByRole('button', { name: `Following ${name}` })).toHaveAttribute('aria-pressed', 'true');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
    await loadAllImages(page);
    await page.screenshot({ path: testInfo.outputPath(`author-${viewport.width}.png`), fullPage: true });

    // A new page load: the follow was kept on this device.
    await page.goto('/saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
    await expect(page.getByText(/Saved on this device/)).toBeVisible();
    const followed = page.getByRole('region', { name: 'Authors you follow' });
    await expect(followed.getByRole('link', { name })).toBeVisible();
    await expect(followed.getByRole('button', { name: `Follow ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await loadAllImages(page);
    await page.screenshot({ path: testInfo.outputPath(`saved-${viewport.width}.png`), fullPage: true });
  });
}

test('a guest saves an event from the list', async ({ page }) => {
  await page.goto('/events');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';

  const save = card.getByRole('button', { name: `Save ${title}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('heading', { name: title })).toBeVisible();
});
