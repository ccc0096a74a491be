import { expect, test } from '../fixtures';
import { linkFromMailbox, PASSWORD, signInHere, signOutFromMenu, uniqueEmail } from './accounts-helpers';

test('register, verify the e-mail from the mailbox, sign out and sign in again', async ({ page }, testInfo) => {
  const email = uniqueEmail('reader');

  await page.goto('/register');
  await expect(page).toHaveTitle('Create your account · Folio');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('verify-email-1280.png'), fullPage: true });

  // The link from the verification e-mail.
  const link = await linkFromMailbox(email, 'Verify your email address');
  expect(link).toContain('/verify-email?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('email-verified-1280.png') });
  await page.getByRole('link', { name: 'Go to your account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  // A verified user has no business on /verify-email.
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/account$/);

  await signOutFromMenu(page);
  // Signed out: the account is behind the sign-in page again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);

  await signInHere(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeVisible();
});
