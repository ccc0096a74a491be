import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-harness.js';

const RULE = 'no-restricted-imports';
const MESSAGE =
  "'@folio/orders-server/schema' import is restricted from being used by a pattern. Another module's tables are private: call its operations instead (its schema entry is for foreign keys and tests).";
const READS_ORDERS = `import type { Database } from '@folio/db';
import { orders } from '@folio/orders-server/schema';

export const probe = (tx: Database) => tx.select().from(orders);
`;

/** The rule's errors for `code` written as `file` of the checkout server. */
const errors = async (code: string, file: string) =>
  (await lintAs('checkout-server', code, { file, rules: [RULE] })).map((m) => m.message);

describe("a commerce module's tables are private to it", () => {
  it("refuses production code that imports another module's tables", async () => {
    expect(await errors(READS_ORDERS, 'src/orders-probe.ts')).toEqual([MESSAGE]);
  });

  it('lets a table file reference them by foreign key, and tests stage and inspect rows', async () => {
    expect(await errors(READS_ORDERS, 'src/probe.table.ts')).toEqual([]);
    expect(await errors(READS_ORDERS, 'src/orders-probe.test.ts')).toEqual([]);
    expect(await errors(READS_ORDERS, 'src/testing/orders-probe.ts')).toEqual([]);
  });

  it('also holds in the shells', async () => {
    expect(
      (await lintAs('api', READS_ORDERS, { file: 'src/orders-probe.ts', rules: [RULE] })).map((m) => m.message),
    ).toEqual([MESSAGE]);
  });
});
