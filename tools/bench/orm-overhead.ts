// B7: the ORM's overhead on the hot path (quality bar: >= 0.80x the same transaction in raw SQL,
// prepared statements). The hot path is the common cart add: `addPlainProduct`, one call of the
// database function `folio_cart_add_plain` built with drizzle's `sql`, run through drizzle's
// driver, its answer mapped to typed rows. The raw side sends the same statement with the same
// arguments as a named prepared statement straight to the driver (pg's client; PGlite's
// `query`, the extended protocol) and parses its JSON. Both add one unit to the same lines of the
// same carts, serially, in blocks interleaved A B A B (the order flips each round), on PGlite and
// on PostgreSQL; the figure is raw's time over the ORM's (adds per second, ORM / raw), median of
// the rounds (15 short rounds rather than a few long ones: a neighbour's moment of load then moves one
// round, not the figure).
// Usage: npm run bench:orm   (--db pglite|postgres|both, --rounds N, --adds N per block)
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate, pgliteExtensions, type Database, type DatabaseHandle } from '@folio/db';
import { orderFormFixtures } from '@folio/order-forms-server/testing';
import { MAX_LINE_QUANTITY } from '@folio/cart-contract';
import { utcDay } from '@folio/order-forms-server';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { cartService } from '@folio/cart-server';
import { fakeCatalog } from '@folio/cart-server/testing';
import { addPlainProduct } from '../../libs/commerce/cart/server/src/cart-add-plain.js';
import { productLineKey } from '../../libs/commerce/cart/server/src/cart-lines.js';
import { HOLDING_STATUSES } from '../../libs/commerce/cart/server/src/stock.js';
import { fairPglite } from '../../libs/shared/db/src/fair-pglite.js';
import {
  arg,
  fmtInt,
  fmtRatio,
  loadNote,
  machineLoad,
  makeTempDir,
  median,
  passFail,
  setup,
  table,
  writeResults,
} from './lib.mjs';

const NAME = 'orm-overhead';
const TARGET = 0.8;
const DBS = { both: ['pglite', 'postgres'], pglite: ['pglite'], postgres: ['postgres'] }[arg('--db', 'both')] ?? [];
const ROUNDS = Number(arg('--rounds', 15));
const ADDS = Number(arg('--adds', 150));
const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const CARTS = 40;
const PRODUCTS = 4;

setup({ name: NAME, deadlineMs: 4.5 * 60_000 });

/** The statement `addPlainProduct` sends, written out by hand. */
const RAW_ADD = `select public.folio_cart_add_plain(
  $1::uuid, $2::text, $3::text, $4::text[], $5::date, $6::uuid, $7::uuid, $8::text,
  $9::integer, $10::integer, $11::timestamptz, $12::timestamptz
) as answer`;

interface Target {
  cartId: string;
  sessionUid: string;
  productId: string;
}

interface Side {
  handle: DatabaseHandle;
  raw: (values: unknown[]) => Promise<unknown>;
  close: () => Promise<void>;
}

async function open(db: 'pglite' | 'postgres'): Promise<Side> {
  if (db === 'pglite') {
    const client = await PGlite.create({ dataDir: join(makeTempDir(NAME), 'data'), extensions: pgliteExtensions });
    // Wrapped as Folio wraps it (openDatabase): the ORM side is the hot path as it runs.
    const orm = drizzlePglite({ client: fairPglite(client) }) as unknown as Database;
    const handle: DatabaseHandle = {
      db: orm,
      kind: 'pglite',
      ping: async () => undefined,
      close: () => client.close(),
    };
    return {
      handle,
      raw: async (values) => {
        const { rows } = await client.query<{ answer: unknown }>(RAW_ADD, values);
        return rows[0]?.answer;
      },
      close: () => client.close(),
    };
  }
  const name = `folio_bench_orm_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  // One connection each, as a serial request has: the ORM's through the pool Folio uses.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const orm = drizzlePg({ client: pool }) as unknown as Database;
  const handle: DatabaseHandle = { db: orm, kind: 'postgres', ping: async () => undefined, close: () => pool.end() };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    handle,
    raw: async (values) => {
      const { rows } = await client.query<{ answer: unknown }>({ name: 'cart_add_plain', text: RAW_ADD, values });
      const answer = rows[0]?.answer;
      return typeof answer === 'string' ? JSON.parse(answer) : answer;
    },
    close: async () => {
      await client.end();
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function measure(db: 'pglite' | 'postgres') {
  const side = await open(db);
  try {
    await migrate(side.handle);
    const orm = side.handle.db;
    const make = orderFormFixtures(orm);
    const form = await make.form();
    const productIds: string[] = [];
    for (let i = 0; i < PRODUCTS; i++) productIds.push((await make.product(form.id, { priceMinor: 1_500 + i })).id);
    const carts = cartService({ db: orm, catalog: fakeCatalog });
    const targets: Target[] = [];
    for (let i = 0; i < CARTS; i++) {
      const sessionUid = randomBytes(24).toString('base64url');
      const cart = await carts.init(form.id, { sessionUid, userId: null });
      for (const productId of productIds) targets.push({ cartId: cart.id, sessionUid, productId });
    }
    // Each add is one unit; a line takes MAX_LINE_QUANTITY, so the run rotates over enough lines.
    const needed = (ROUNDS * 2 + 1) * ADDS;
    if (needed > targets.length * MAX_LINE_QUANTITY) throw new Error('too many adds for the lines: fewer --adds');
    let n = 0;
    const next = () => targets[n++ % targets.length] as Target;
    const at = () => new Date();

    const viaOrm = async () => {
      const t = next();
      const now = at();
      const result = await addPlainProduct(orm, {
        cartId: t.cartId,
        caller: { sessionUid: t.sessionUid, userId: null },
        productId: t.productId,
        variantId: null,
        quantity: 1,
        at: now,
        heldUntil: new Date(now.getTime() + 30 * 60_000),
      });
      if (!result) throw new Error('the ORM add was refused');
    };
    const viaRaw = async () => {
      const t = next();
      const now = at();
      const answer = await side.raw([
        t.cartId,
        null,
        t.sessionUid,
        [...HOLDING_STATUSES],
        utcDay(now),
        t.productId,
        null,
        productLineKey(t.productId, null),
        1,
        MAX_LINE_QUANTITY,
        now.toISOString(),
        new Date(now.getTime() + 30 * 60_000).toISOString(),
      ]);
      if (!answer) throw new Error('the raw add was refused');
    };
    const block = async (fn: () => Promise<void>) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < ADDS; i++) await fn();
      return ADDS / (Number(process.hrtime.bigint() - started) / 1e9);
    };
    // Warm both: plans cached, code optimised.
    await block(viaOrm);
    await block(viaRaw);
    const rounds: { orm: number; raw: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const r = { orm: 0, raw: 0 };
      if (round % 2) {
        r.raw = await block(viaRaw);
        r.orm = await block(viaOrm);
      } else {
        r.orm = await block(viaOrm);
        r.raw = await block(viaRaw);
      }
      rounds.push(r);
    }
    return { db, rounds };
  } finally {
    await side.close();
  }
}

const before = machineLoad();
const results = [];
for (const db of DBS as ('pglite' | 'postgres')[]) results.push(await measure(db));
const after = machineLoad();
const summary: Record<string, { ormPerSecond: number; rawPerSecond: number; ratio: number; pass: boolean }> = {};
for (const r of results) {
  const ratio = median(r.rounds.map((x) => x.orm / x.raw));
  summary[r.db] = {
    ormPerSecond: median(r.rounds.map((x) => x.orm)),
    rawPerSecond: median(r.rounds.map((x) => x.raw)),
    ratio,
    pass: ratio >= TARGET,
  };
}
console.log(`\n## B7: the cart add through drizzle vs the same statement raw (serial, ${ROUNDS} x ${ADDS} adds)\n`);
console.log(
  table(
    ['database', 'drizzle adds/s', 'raw adds/s', 'drizzle / raw', 'target', 'B7'],
    results.map((r) => {
      const s = summary[r.db]!;
      return [
        r.db,
        fmtInt(s.ormPerSecond),
        fmtInt(s.rawPerSecond),
        fmtRatio(s.ratio),
        `>= ${TARGET}x`,
        passFail(s.pass),
      ];
    }),
  ),
);
console.log(`\n${loadNote(before, after)}`);
console.log(
  `Results: ${writeResults(NAME, { results, summary, pass: { B7: Object.values(summary).every((s) => s.pass) } })}`,
);
process.exit(0);
