import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS_URL, DEMO_PASSWORD } from '../support/accounts-env';

export { DEMO_PASSWORD };

/** A password long enough and not on the common-password list. */
export const PASSWORD = 'paper-lantern-harbour-42';

/** An address nobody else in the run uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A browser-less client of the accounts server with its own cookie jar, sending the CSRF header like the web app. */
export async function apiClient() {
  const api = await request.newContext({ baseURL: ACCOUNTS_URL });
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown = {}) => {
    await api.get('/sanctum/csrf-cookie');
    const token = (await api.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await api.fetch(path, {
      method,
      data,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' },
    });
    expect(response.ok(), `${method} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response.status() === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    api: api as APIRequestContext,
    post: (path: string, data?: unknown) => send('POST', path, data),
    put: (path: string, data?: unknown) => send('PUT', path, data),
  };
}

/** Creates an account through the API (its own session, not the browser's). */
export async function registerAccount(email: string, names = { first_name: 'Ada', last_name: 'Lovelace' }) {
  const client = await apiClient();
  await client.post('/register', { ...names, email, password: PASSWORD, password_confirmation: PASSWORD });
  return client;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest link in the newest e-mail to `to` with `subject`, waiting for the outbox to deliver it.
 * It reads the development mailbox as a developer's browser would: from this machine (loopback),
 * the only clients its route answers.
 */
export async function linkFromMailbox(to: string, subject: string): Promise<string> {
  const api = await request.newContext({ baseURL: ACCOUNTS_URL });
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get('/api/dev/mailbox');
        const { data } = (await response.json()) as { data: MailboxMessage[] };
        const message = data.find((item) => item.to.toLowerCase() === to.toLowerCase() && item.subject === subject);
        link = message?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `an e-mail "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  await api.dispose();
  return link!;
}

/** Signs in through the sign-in page the visitor is on. */
export async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the header's account menu and signs out, landing on the home page as a guest. */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}
