import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PASSWORD, registerAccount, signInHere, uniqueEmail } from './accounts-helpers';

const NEW_PASSWORD = 'winter-garden-paper-crane-3';

/** An account with two addresses and a notification, signed in through the sign-in page. */
async function signedInWithData(page: Page, testInfo: TestInfo, width: number) {
  const email = uniqueEmail('screens');
  const { api, post, put } = await registerAccount(email, { first_name: 'Mary', last_name: 'Shelley' });
  await post('/api/user/addresses', {
    first_name: 'Mary',
    last_name: 'Shelley',
    line1: '24 Chester Square',
    line2: 'Flat 3',
    city: 'London',
    region: 'Greater London',
    postal_code: 'SW1W 9HS',
    country_code: 'GB',
    phone: '+44 20 7946 0000',
    is_default: true,
  });
  await post('/api/user/addresses', {
    first_name: 'Mary',
    last_name: 'Shelley',
    line1: '1 Villa Diodati Road',
    city: 'Cologny',
    postal_code: '1223',
    country_code: 'CH',
  });
  // Changing the password files a "Password changed" notification.
  await put('/api/user/password', {
    current_password: PASSWORD,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
  });
  await api.dispose();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Folio' })).toBeVisible();
  await shoot(page, testInfo, `login-${width}`, width);
  await signInHere(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
}

async function shoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // Anything reaching past the screen, except inside a region that scrolls sideways on purpose.
  const overflowing = await page.evaluate((limit) => {
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  }, width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scroll width`).toBeLessThanOrEqual(
    width,
  );
  expect(overflowing, `${name} fits ${width} px`).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`account screens at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 800 : 812 }, hasTouch: width < 400 });

    test('sign-in, registration, account, addresses and notifications', async ({ page }, testInfo) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
      await shoot(page, testInfo, `register-${width}`, width);

      await signedInWithData(page, testInfo, width);

      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Mary' })).toBeVisible();
      await expect(page.getByLabel('1 unread', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mary: account menu, 1 unread notification' })).toBeVisible();
      await shoot(page, testInfo, `account-${width}`, width);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
      const home = page.getByRole('article', { name: 'Mary Shelley, 24 Chester Square' });
      await expect(home.getByText('Default')).toBeVisible();
      await expect(home.getByText(/United Kingdom/)).toBeVisible();
      await expect(page.getByRole('article', { name: 'Mary Shelley, 1 Villa Diodati Road' })).toBeVisible();
      await shoot(page, testInfo, `addresses-${width}`, width);

      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Notifications' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const changed = page.getByRole('article', { name: 'Unread: Password changed' });
      await expect(changed).toBeVisible();
      await shoot(page, testInfo, `notifications-${width}`, width);

      await changed.getByRole('button', { name: 'Mark as read: Password changed' }).click();
      await expect(page.getByRole('article', { name: 'Password changed' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    });
  });
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the sign-in and registration pages still fit', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(360);
    }
  });
});
