import type { Page, Response } from '@playwright/test';

/**
 * Reads the body of every script the page loads from now on. `stop()` stops listening and hands
 * back every body read, once all the reads are done: a read still pending when the test ends fails
 * on the closed page. A read that fails is marked handled here and still rejects `stop()`.
 */
export function collectScriptBodies(page: Page) {
  const reads: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.text();
    read.catch(() => undefined);
    reads.push(read);
  };
  page.on('response', onResponse);
  return {
    stop(): Promise<string[]> {
      page.off('response', onResponse);
      return Promise.all(reads);
    },
  };
}
