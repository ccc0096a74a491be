import { readFileSync, writeFileSync } from 'node:fs';
import { CART_LIFECYCLE } from '@folio/cart-contract';
import { lifecycleMarkdown } from '@folio/lifecycle';
import { INSTALMENT_LIFECYCLE, ORDER_LIFECYCLE, TRANSACTION_LIFECYCLE } from '@folio/orders-contract';
import { PAYMENT_LIFECYCLE } from '@folio/payments-contract';
import { describe, expect, it } from 'vitest';

/*
 * docs/commerce.md draws the commerce lifecycles between two markers. They are generated from the
 * contracts' definitions, the same ones the servers write statuses by and the web labels them by,
 * so the documentation cannot drift from the code. After changing a lifecycle, regenerate it:
 * `UPDATE_LIFECYCLE_DOCS=1 npx nx test checkout-server -- lifecycles.docs`.
 */
const DOC = new URL('../../../../../docs/commerce.md', import.meta.url);
const START = '<!-- lifecycles:start (generated from the contracts: see lifecycles.docs.test.ts) -->';
const END = '<!-- lifecycles:end -->';

const generated = [CART_LIFECYCLE, ORDER_LIFECYCLE, INSTALMENT_LIFECYCLE, PAYMENT_LIFECYCLE, TRANSACTION_LIFECYCLE]
  .map((lifecycle) => lifecycleMarkdown(lifecycle))
  .join('\n\n');

describe('the lifecycles in docs/commerce.md', () => {
  it('are the contracts’ own, diagram and tables', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/commerce.md has the marker ${START}`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const current = doc.slice(start + START.length, end).trim();
    if (current !== generated && process.env['UPDATE_LIFECYCLE_DOCS'] === '1') {
      writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n\n${generated}\n\n${doc.slice(end)}`);
      return;
    }
    expect(current).toBe(generated);
  });
});
