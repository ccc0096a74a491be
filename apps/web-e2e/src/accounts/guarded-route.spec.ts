import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, signInHere } from './accounts-helpers';

test('a guarded page sends a guest to sign in, and back there afterwards', async ({ page }) => {
  await page.goto('/account/addresses');

  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Faddresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Folio' })).toBeVisible();
  await signInHere(page, 'author@folio.test', DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  // Signed in now: the sign-in page moves the visitor on.
  await page.goto('/login?redirect=/notifications');
  await expect(page).toHaveURL(/\/notifications$/);
});

test.describe('a wrong password', () => {
  // The 422 is the point; the browser logs the failed request.
  test.use({ expectedConsoleErrors: /status of 422/ });

  test('is said under the e-mail field', async ({ page }) => {
    await page.goto('/login');
    await signInHere(page, 'reader@folio.test', 'not the right password');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});
