import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The content pages (marketing, legal, guide, blog, partners): each renders its copy from the
 * database with its own title, has no serious or critical axe violation, fits a 360 px screen
 * without sideways scrolling.
 * The blog journey pages through the list and a post's neighbours and related pages.
 */

const PAGES: ReadonlyArray<{ path: string; heading: RegExp; title: RegExp }> = [
  { path: '/about', heading: /Signed books, ready at the table/, title: /^About Folio · Folio$/ },
  { path: '/for-readers', heading: /waiting for you at the table/, title: /^For readers · Folio$/ },
  { path: '/for-vendors', heading: /Know what sold/, title: /^For vendors · Folio$/ },
  { path: '/for-authors', heading: /Sign the books your readers already bought/, title: /^For authors · Folio$/ },
  { path: '/for-organizers', heading: /Shorter queues/, title: /^For event organizers · Folio$/ },
  {
    path: '/for-authors/pricing',
    heading: /5% per order\. No monthly fee\./,
    title: /^Pricing for authors and vendors · Folio$/,
  },
  { path: '/for-authors/book-events', heading: /An order form for every signing/, title: /^Book events · Folio$/ },
  { path: '/for-authors/direct-sales', heading: /open between signings/, title: /^Direct sales · Folio$/ },
  {
    path: '/for-authors/virtual-signings',
    heading: /A signing for readers who cannot travel/,
    title: /^Virtual signings · Folio$/,
  },
  { path: '/partners', heading: /The people who make signings happen/, title: /^Partners · Folio$/ },
  {
    path: '/partners/lantern-street-books',
    heading: /^Lantern Street Books$/,
    title: /^Lantern Street Books · Partners · Folio$/,
  },
  { path: '/terms', heading: /^Terms of service$/, title: /^Terms of service · Folio$/ },
  { path: '/terms/giveaways', heading: /^Giveaway terms$/, title: /^Giveaway terms · Folio$/ },
  { path: '/privacy', heading: /^Privacy policy$/, title: /^Privacy policy · Folio$/ },
  {
    path: '/guides/book-signings/readers-guide',
    heading: /A reader’s guide to book signings/,
    title: /^A reader’s guide to book signings · Folio$/,
  },
  { path: '/blog', heading: /^Blog$/, title: /^Blog · Folio$/ },
  {
    path: '/blog/a-fair-fee',
    heading: /Why we charge 5% and nothing else/,
    title: /^Why we charge 5% and nothing else · Folio$/,
  },
];

test.describe('content pages', () => {
  for (const { path, heading, title } of PAGES) {
    test(`${path}: its copy, its title, accessible, and fits a phone`, async ({ page }) => {
      // Its JavaScript's weight is measured by tools/bench (`npm run bench:bundle`, F2), not here.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(title);

      const axe = await new AxeBuilder({ page }).analyze();
      const grave = axe.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      await page.screenshot({ path: test.info().outputPath('1280.png'), fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('360.png'), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll at 360 px').toBeLessThanOrEqual(0);
    });
  }

  test('the served HTML of a content page carries its title and share tags before any script runs', async ({
    request,
  }) => {
    const html = await (await request.get('/for-authors/pricing')).text();
    expect(html).toContain('<title>Pricing for authors and vendors · Folio</title>');
    expect(html).toMatch(/<meta property="og:description" content="Folio charges 5%/);
  });

  test('robots.txt and sitemap.xml list the content pages and posts', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/about',
      '/for-authors/pricing',
      '/terms/giveaways',
      '/blog/a-fair-fee',
      '/partners/paper-and-post',
    ])
      expect(sitemap).toContain(`${path}</loc>`);
  });
});

test.describe('an unknown post', () => {
  // The API's 404 is logged by the browser and reported by the shell's error handler.
  test.use({ expectedConsoleErrors: /status of 404|HttpError: Post not found/ });

  test('shows the not-found screen', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('the blog journey', () => {
  test('from the footer to the blog, through the pages, into a post, its neighbours and a related author', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await expect(posts).toHaveCount(6);
    await expect(posts.first()).toContainText(/min read/);
    await expect(posts.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page).toHaveTitle(/^Blog · Page 2 · Folio$/);
    await page.getByRole('link', { name: 'Welcome to Folio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Folio' })).toBeVisible();
    const more = page.getByRole('navigation', { name: 'More posts' });
    await expect(more.getByRole('link', { name: /Previous post/ })).toHaveCount(0);

    await more.getByRole('link', { name: /Next post/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Shipping signed books without the dents' }),
    ).toBeVisible();
    const related = page.getByRole('region', { name: 'Mentioned in this post' });
    const author = related.getByRole('link').last();
    const name = (await author.textContent()) ?? '';
    await author.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a reader moves through a pricing page with the keyboard alone', async ({ page }) => {
    await page.goto('/for-authors/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const answer = page.getByText(/Every week, for payments that cleared/);
    await expect(answer).toBeHidden();
    // Tab through the page until the question is reached, as a keyboard user would.
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'When do I get paid?')) break;
    }
    await expect(page.getByText('When do I get paid?')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    // On to the call to action after the questions, and through it.
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'How book events work')) break;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/for-authors\/book-events$/);
  });
});
