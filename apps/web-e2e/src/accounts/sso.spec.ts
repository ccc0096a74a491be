import { expect, test } from '../fixtures';
import { apiClient } from './accounts-helpers';

test('a single-sign-on ticket signs in and lands on the intended page', async ({ page }, testInfo) => {
  const { api, post } = await apiClient();
  const { ticket } = (await post('/api/dev/sso-ticket', { email: 'reader@folio.test' })) as { ticket: string };
  await api.dispose();

  await page.goto(
    `/sso-callback?ticket=${encodeURIComponent(ticket)}&redirect=${encodeURIComponent('/account/profile')}`,
  );

  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('reader@folio.test');
  await expect(page.getByRole('button', { name: 'Robin: account menu' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('profile-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Robin: account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Your account' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-menu-1280.png') });
  await page.keyboard.press('Escape');

  // An event of the demo catalog: an unknown slug's orders page is the not-found screen.
  const events = await page.request.get('/api/catalog/events?per_page=1');
  const event = ((await events.json()) as { data: Array<{ slug: string; title: string }> }).data[0];
  expect(event, 'the demo catalog has an upcoming event').toBeDefined();

  const pages: Array<[path: string, heading: string]> = [
    ['/account/password', 'Password'],
    ['/account/preferences', 'Preferences'],
    ['/account/events', 'Your events'],
    [`/account/event/${event?.slug}/orders`, `Your orders for ${event?.title}`],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${path.replaceAll('/', '_')}-1280.png`), fullPage: true });
  }
});

test.describe('a ticket used twice', () => {
  // The server refuses the second use with a 401; the browser reports the failed request itself.
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("says 'Authentication failed'", async ({ page }, testInfo) => {
    const { api, post } = await apiClient();
    const { ticket } = (await post('/api/dev/sso-ticket', { email: 'author@folio.test' })) as { ticket: string };
    await post('/api/sso/validate', { ticket });
    await api.dispose();

    await page.goto(`/sso-callback?ticket=${encodeURIComponent(ticket)}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Authentication failed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in another way' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sso-failed-1280.png') });
  });
});
