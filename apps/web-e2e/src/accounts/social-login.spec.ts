import { expect, test } from '../fixtures';
import { uniqueEmail } from './accounts-helpers';

// The refused disconnect (422) is part of the journey; the browser logs the failed request.
test.use({ expectedConsoleErrors: /status of 422/ });

test('sign in with "Google" (a loopback OpenID provider) and land on the intended page', async ({ page }, testInfo) => {
  const email = uniqueEmail('social');

  await page.goto('/account/social');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fsocial$/);
  // Only configured providers get a button: Google is, Facebook is not.
  await expect(page.getByRole('button', { name: /Facebook/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own sign-in page.
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Octavia');
  await page.getByLabel('Last name').fill('Butler');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back through /auth/social-callback to the page the visitor wanted.
  await expect(page).toHaveURL(/\/account\/social$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connected accounts' })).toBeVisible();
  const google = page.getByRole('article', { name: 'Google' });
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  await expect(google.getByText(email)).toBeVisible();

  // A social-only account cannot drop its only way in.
  await google.getByRole('button', { name: 'Disconnect' }).click();
  await expect(google.getByRole('alert')).toContainText(
    'You cannot remove your only way to sign in. Set a password first.',
  );
  await expect(google.getByRole('link', { name: 'Set a password' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('social-1280.png'), fullPage: true });
});
