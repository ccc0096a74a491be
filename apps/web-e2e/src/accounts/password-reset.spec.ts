import { expect, test } from '../fixtures';
import { linkFromMailbox, registerAccount, signInHere, signOutFromMenu, uniqueEmail } from './accounts-helpers';

test('forgot password: the same confirmation for anyone, then a reset through the mailbox signs in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('forgetful');
  const { api } = await registerAccount(email, { first_name: 'Rosalind', last_name: 'Franklin' });
  await api.dispose();
  const newPassword = 'quiet-orchard-lamplight-7';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the new page renders, and the sign-in page has an 'Email address'
  // field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for that email address, we have emailed a password reset link.',
  );
  await page.screenshot({ path: testInfo.outputPath('forgot-password-sent-1280.png') });

  const link = await linkFromMailbox(email, 'Reset your password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.screenshot({ path: testInfo.outputPath('password-reset-1280.png') });
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Rosalind' })).toBeVisible();

  await signOutFromMenu(page);
  await page.goto('/login');
  await signInHere(page, email, newPassword);
  await expect(page).toHaveURL(/\/account$/);
});
