import { expect, test } from './fixtures';

test.describe('the development mailbox', () => {
  // The browser logs the document's 404.
  test.use({ expectedConsoleErrors: /^Failed to load resource: the server responded with a status of 404/ });

  test('is a development page: production answers 404 with the not-found screen', async ({ page }) => {
    expect((await page.goto('/dev/mailbox'))?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page not found: /dev/mailbox')).toBeVisible();
    const mailbox = await page.request.get('/api/dev/mailbox');
    expect(mailbox.status()).toBe(404);
  });
});

test('a guest is sent from the account to the sign-in page, with no request for the user', async ({ page }) => {
  const userCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.url());
  });

  await page.goto('/account');

  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Folio' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Folio');
  expect(userCalls).toEqual([]);
});
