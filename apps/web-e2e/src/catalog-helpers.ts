import type { Page } from '@playwright/test';

/**
 * Scrolls through the page so lazily loaded covers and avatars load, then back to the top and
 * waits for every image: a full-page screenshot then shows the page as a reader scrolling sees it.
 */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** The page is no wider than the screen: nothing to scroll sideways. */
export async function scrollWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
