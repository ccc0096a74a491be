import { readFileSync } from 'node:fs';
import { PASSWORD, uniqueEmail } from './accounts/accounts-helpers';
import { expect, test } from './fixtures';

/** The JSON lines the production server has logged so far (playwright.config.ts sends them to a file). */
function serverLog(): Array<Record<string, unknown>> {
  const file = process.env['FOLIO_E2E_API_LOG'];
  if (!file) throw new Error('FOLIO_E2E_API_LOG is not set: run through playwright.config.ts');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// The server here runs as `npm start` runs it: production, the demo world, no SMTP server, so
// e-mail stays in the embedded mailbox, which has no page in production: its links are logged.
test('a newcomer on `npm start` registers and finds the verification link in the server log', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const before = serverLog().length;

  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signed in: the production session's Secure cookies work on http://localhost and 127.0.0.1.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = serverLog()
          .slice(before)
          .find((line) => line['subject'] === 'Verify your email address');
        link = (mail?.['links'] as string[] | undefined)?.[0];
        return link;
      },
      { message: 'the verification link in the server log', timeout: 15_000 },
    )
    .toBeTruthy();
  expect(JSON.stringify(serverLog())).not.toContain(email);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible();
  // No mailbox to be found on the web, from this machine or any other.
  expect((await page.request.get('/api/dev/mailbox')).status()).toBe(404);
});
