import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCOUNTS_PORT,
  ACCOUNTS_URL,
  DEMO_PASSWORD,
  OPENID_CLIENT_ID,
  OPENID_CLIENT_SECRET,
  OPENID_ISSUER,
} from './src/support/accounts-env.ts';

const port = 4310;
const baseURL = `http://127.0.0.1:${port}`;

// Playwright loads this file in every worker too; the variable makes them all agree on one folder.
process.env['FOLIO_E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'folio-e2e-'));
const dataDir = process.env['FOLIO_E2E_DATA_DIR'];
// The production server's log, which the newcomer's journey reads its verification link from.
process.env['FOLIO_E2E_API_LOG'] ??= join(mkdtempSync(join(tmpdir(), 'folio-e2e-log-')), 'api.log');
const apiLog = process.env['FOLIO_E2E_API_LOG'];
process.env['FOLIO_E2E_ACCOUNTS_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'folio-e2e-accounts-'));
const accountsDataDir = process.env['FOLIO_E2E_ACCOUNTS_DATA_DIR'];
// SSO stays off until SSO_SECRET is set, in development too: a fresh key per run, for the SSO journeys.
process.env['FOLIO_E2E_SSO_SECRET'] ??= randomBytes(32).toString('base64url');
const ssoSecret = process.env['FOLIO_E2E_SSO_SECRET'];

/** Debian's Chromium: no browser is ever downloaded. */
const chromium = {
  executablePath: '/usr/lib/chromium/chromium',
  // Without the networking flags Chromium reaches for hosts this machine cannot reach.
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
  ],
};

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  // No retries: a journey that fails once is a failure to fix, not to hide (tools/ci/run-tests.mjs
  // also counts a test that passed only on a retry as failed).
  retries: 0,
  workers: process.env['CI'] ? 2 : undefined,
  // The JSON report feeds the test runner's pass/fail count (tools/ci/run-tests.mjs).
  reporter: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ? [['list'], ['json']] : [['list']],
  // A bound on a runaway test, not a speed test: on 2026-12-03, a day at about 1.7x CI's time,
  // journeys under this bound took up to 13 s, and on a 3x day the password reset hit 30 s. No
  // test retries, so a real failure still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network, console). Without the
    // screencast: encoding a frame after every action cost a crawl pass about 13% of its time,
    // and the DOM snapshots already show each step.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  // The loopback OpenID provider the accounts server signs in with "Google" against.
  globalSetup: './src/support/global-setup.ts',
  projects: [
    {
      name: 'chromium',
      testIgnore: /\/accounts\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Sign-in journeys: they read e-mail from the development mailbox and mint SSO tickets, which
      // only a development API serves (to loopback clients), so they run against the second server below.
      name: 'accounts',
      testMatch: /\/accounts\/.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: ACCOUNTS_URL,
      },
    },
  ],
  webServer: [
    // The production build as it ships, started as `npm start` starts it (production, SEED=demo):
    // the API serves apps/web/dist with an SPA fallback on one origin.
    {
      command: `node ../../apps/api/dist/main.js > '${apiLog}'`,
      cwd: import.meta.dirname,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'embedded',
        SEED: 'demo',
        DEMO_PASSWORD,
        APP_URL: baseURL,
      },
      url: `${baseURL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The same build and API, in development mode as `npm run dev` runs it (mailbox and SSO tickets,
    // for loopback clients only) with its own database, and Google sign-in against the loopback provider.
    {
      command: 'node ../../apps/api/dist/main.js',
      cwd: import.meta.dirname,
      env: {
        PORT: String(ACCOUNTS_PORT),
        DATA_DIR: accountsDataDir,
        NODE_ENV: 'development',
        SEED: 'demo',
        DEMO_PASSWORD,
        SSO_SECRET: ssoSecret,
        APP_URL: ACCOUNTS_URL,
        LOG_LEVEL: 'warn',
        GOOGLE_ISSUER: OPENID_ISSUER,
        GOOGLE_CLIENT_ID: OPENID_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: OPENID_CLIENT_SECRET,
      },
      url: `${ACCOUNTS_URL}/api/health`,
      timeout: 60_000,
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
