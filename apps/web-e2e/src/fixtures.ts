import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  /** Console messages of type `error` and uncaught page errors, in order. */
  list: string[];
}

interface Fixtures {
  /** Console errors a test causes on purpose, matched against the message text. */
  expectedConsoleErrors: RegExp | undefined;
  /** Every console error and page error of the test; must stay empty unless expected. */
  pageProblems: PageProblems;
}

/**
 * The shared test: every page is watched for console errors and uncaught exceptions, and a test
 * fails when any appear that it did not declare in `expectedConsoleErrors`.
 */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [undefined, { option: true }],
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: PageProblems = { list: [] };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (expectedConsoleErrors?.test(text)) return;
        problems.list.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems.list, 'console errors or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
