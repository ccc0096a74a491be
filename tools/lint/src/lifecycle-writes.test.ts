import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-harness.js';

const RULE = 'no-restricted-syntax';
const SET_STATUS = `import type { Database } from '@folio/db';
import { orders } from './orders.table.js';

export const probe = (tx: Database) => tx.update(orders).set({ status: 'paid', updatedAt: new Date() });
`;
const SQL_STATUS = `import { sql } from 'drizzle-orm';

export const probe = sql\`update orders set status = 'paid' where id = \${'x'}\`;
`;

/** The rule's errors for `code` written as `file` of the orders server. */
const statusErrors = async (code: string, file: string) =>
  (await lintAs('orders-server', code, { file, rules: [RULE] })).map((m) => m.message);

describe('a status changes only through its lifecycle', () => {
  it('refuses a status written by any other .set({…}) of a commerce server, or by raw SQL', async () => {
    expect(await statusErrors(SET_STATUS, 'src/status-probe.ts')).toEqual([
      "A status is written only by its lifecycle's transition function (transitionOrder, transitionCart, …).",
    ]);
    expect(await statusErrors(SQL_STATUS, 'src/status-probe.ts')).toHaveLength(1);
  });

  it('lets the lifecycle file write it, and tests stage states', async () => {
    expect(await statusErrors(SET_STATUS, 'src/orders.lifecycle.ts')).toEqual([]);
    expect(await statusErrors(SET_STATUS, 'src/status-probe.test.ts')).toEqual([]);
  });

  it('leaves statuses outside the commerce servers alone', async () => {
    expect((await lintAs('mail', SET_STATUS, { file: 'src/status-probe.ts', rules: [RULE] })).length).toBe(0);
  });
});
