import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInHere } from './accounts/accounts-helpers';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/accounts-env';

interface ListedGiveaway {
  title: string;
  status: string;
  countries: string[] | null;
  author: { slug: string };
}

/** An open demo giveaway a reader in the UK may enter, found through the public API as the demo data is seeded. */
async function openGiveaway(api: APIRequestContext) {
  const { data } = (await (await api.get('/api/marketing/giveaways')).json()) as { data: ListedGiveaway[] };
  const found = data.find(
    (giveaway) => giveaway.status === 'open' && (giveaway.countries === null || giveaway.countries.includes('GB')),
  );
  if (!found) throw new Error('the demo world has no open giveaway for the UK');
  return found;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a demo reader signs in from a giveaway, enters it once and sees their entry number', async ({
  page,
  request,
}) => {
  const giveaway = await openGiveaway(request);
  await page.goto('/giveaways');
  await page.getByRole('region', { name: 'Open now' }).getByRole('link', { name: giveaway.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: giveaway.title })).toBeVisible();
  await expect(page).toHaveURL(`/giveaway/${giveaway.author.slug}`);

  await page.getByRole('link', { name: 'Sign in to enter' }).click();
  await signInHere(page, 'reader@folio.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(`/giveaway/${giveaway.author.slug}`);

  const form = page.getByRole('form', { name: 'Enter the giveaway' });
  await form.getByLabel(/Country you live in/).selectOption('GB');
  await form.getByLabel(/I am at least \d+ years old/).check();
  await form.getByRole('button', { name: 'Enter the giveaway' }).click();
  const entry = page.getByText(/^Your entry number is #\d+$/);
  await expect(entry).toBeVisible();
  const number = await entry.textContent();

  // Once only: after a reload the page shows the same entry and no form.
  await page.reload();
  await expect(page.getByText(number!)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Enter the giveaway' })).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`both giveaway pages have no serious or critical accessibility violation and fit, at ${width} px`, async ({
    page,
    request,
  }) => {
    // Three pages, each with an axe run of a few seconds on a busy machine.
    test.setTimeout(90_000);
    const giveaway = await openGiveaway(request);
    const { data } = (await (await request.get('/api/marketing/giveaways')).json()) as { data: ListedGiveaway[] };
    const drawn = data.find((item) => item.status === 'drawn');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/giveaways');
    await expect(page.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: test.info().outputPath(`giveaways-${width}.png`), fullPage: true });
    for (const slug of [giveaway.author.slug, drawn?.author.slug].filter(Boolean)) {
      await page.goto(`/giveaway/${slug}`);
      await expect(page.getByRole('heading', { name: 'A draw anyone can check' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: test.info().outputPath(`giveaway-${slug}-${width}.png`), fullPage: true });
      // Nothing wider than the screen, down to 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('the served HTML of the giveaway pages carries their title, description and share tags', async ({ request }) => {
  const giveaway = await openGiveaway(request);
  const list = await (await request.get('/giveaways')).text();
  expect(list).toContain('<title>Giveaways');
  expect(list).toMatch(/<meta property="og:description" content="Win signed books/);
  const page = await (await request.get(`/giveaway/${giveaway.author.slug}`)).text();
  expect(page).toContain(`<title>${giveaway.title}`);
  expect(page).toMatch(/<meta property="og:image" content="http/);
});
