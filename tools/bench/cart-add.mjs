// B1 and B4: cart adds on the built API, on PGlite and on PostgreSQL (issue 10).
// B1: serial p50 of `POST /api/public/cart/{id}/add` against `GET /api/health` on the same server and
//     against a raw primary-key SELECT (prepared, from this process) in the same run: A B C interleaved
//     on keep-alive connections, p50 per round, median of 3 rounds.
// B4: cart-add throughput at 20 connections against /api/health at 20 connections (autocannon, each
//     run in its own process pinned away from the server, interleaved, median of 3).
// Guest sessions are prepared as a browser makes them (CSRF cookie, `sess_id`, init), each add is one
// unit of an unlimited product of an open demo form, rotating sessions and products so no line
// reaches its cap. Flags: --db pglite|postgres|both (default both) --seconds S --rounds N --cpu-prof DIR.
// Usage: npx nx run-many -t build -p api web && npm run bench:cart-add
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import {
  arg,
  fmtInt,
  fmtRatio,
  freePort,
  loadNote,
  machineLoad,
  makeTempDir,
  median,
  nodeBin,
  passFail,
  percentile,
  pinPrefix,
  repoRoot,
  setup,
  startChild,
  stopChild,
  table,
  waitForHealth,
  writeResults,
} from './lib.mjs';

const NAME = 'cart-add';
const B1_HEALTH = 8;
const B1_SELECT = 6;
const B4_TARGET = { postgres: 0.08, pglite: 0.03 };
const SERVER_CPU = 0;
const CLIENT_CPU = 1;
const DBS = { both: ['pglite', 'postgres'], pglite: ['pglite'], postgres: ['postgres'] }[arg('--db', 'both')];
const ROUNDS = Number(arg('--rounds', 3));
const SERIAL = 300;
const SECONDS = Number(arg('--seconds', 8));
const CONNECTIONS = 20;
/** `--cpu-prof DIR`: the server writes a V8 CPU profile there when it stops (for finding where an add's time goes). */
const CPU_PROF = arg('--cpu-prof', null);
const PG_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';

setup({ name: NAME, deadlineMs: 4.9 * 60_000 });
const mainJs = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(mainJs)) {
  console.error('apps/api/dist/main.js is missing: run `npx nx run-many -t build -p api web` first.');
  process.exit(1);
}
spawnSync('taskset', ['-cp', String(CLIENT_CPU), String(process.pid)], { stdio: 'ignore' });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request on the keep-alive connection: status, headers, parsed body and elapsed ms. */
function call(port, method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text, ms });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** An open demo form with products anyone can add without limit: [form, [{product_id, variant_id?}]]. */
async function pickForm(port) {
  const events = (await call(port, 'GET', '/api/catalog/events?per_page=100')).json.data;
  for (const event of events) {
    const detail = (await call(port, 'GET', `/api/catalog/events/${event.slug}`)).json;
    for (const store of detail.data?.order_forms ?? detail.order_forms ?? []) {
      if (store.closed) continue;
      const form = (await call(port, 'GET', `/api/public/order-forms/${store.slug}`)).json?.data;
      if (!form || form.closed || form.max_quantity_per_order !== null) continue;
      const lines = form.products
        .filter((p) => p.stock.available === null && p.per_customer_limit === null)
        .map((p) => ({ product_id: p.id, ...(p.variants[0] ? { variant_id: p.variants[0].id } : {}) }));
      if (lines.length >= 2) return { form, lines };
    }
  }
  throw new Error('no open demo form has two products without stock or customer limits');
}

function cookiesOf(headers) {
  return (headers['set-cookie'] ?? []).map((line) => line.split(';')[0]);
}

/** A guest session as the browser makes one: CSRF cookie, sess_id, the form's cart. */
async function guestSession(port, form, lines) {
  const csrf = await call(port, 'GET', '/sanctum/csrf-cookie');
  const sessionUid = randomBytes(24).toString('base64url');
  const jar = [...cookiesOf(csrf.headers), `sess_id=${sessionUid}`];
  const xsrf = decodeURIComponent(jar.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
  const cookie = jar.join('; ');
  const init = await call(port, 'GET', `/api/public/cart/init/${form.id}?session_uid=${sessionUid}`, {
    headers: { cookie },
  });
  if (init.status !== 200) throw new Error(`cart init answered ${init.status}: ${init.text}`);
  return { cookie, xsrf, sessionUid, cartId: init.json.data.id, productIds: lines };
}

function addOf(session, n) {
  const line = session.productIds[n % session.productIds.length];
  return {
    path: `/api/public/cart/${session.cartId}/add`,
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf },
    body: { ...line, session_uid: session.sessionUid, quantity: 1 },
  };
}

/** A prepared primary-key SELECT from this process: on PostgreSQL over loopback, on PGlite in process. */
async function rawSelect(db, databaseUrl, productId) {
  if (db === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const query = {
      name: 'pk',
      text: 'select id, price_minor, stock_limit from products where id = $1',
      values: [productId],
    };
    return { run: () => client.query(query), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create();
  await lite.exec(
    'create table products (id uuid primary key default gen_random_uuid(), price_minor int, stock_limit int)',
  );
  await lite.exec('insert into products (price_minor) select g from generate_series(1, 1000) g');
  const [{ id }] = (await lite.query('select id from products limit 1')).rows;
  return {
    run: () => lite.query('select id, price_minor, stock_limit from products where id = $1', [id]),
    close: () => lite.close(),
  };
}

function autocannonRun(script, options) {
  // Hundreds of sessions' cookies are more than an argument list holds: the cart runner reads a file.
  let arg = JSON.stringify(options);
  if (options.sessions) {
    const file = join(makeTempDir(`${NAME}-load`), 'options.json');
    writeFileSync(file, arg);
    arg = `@${file}`;
  }
  const argv = [...pinPrefix(CLIENT_CPU), nodeBin, join(repoRoot, 'tools', 'bench', script), arg];
  return JSON.parse(
    execFileSync(argv[0], argv.slice(1), { encoding: 'utf8', maxBuffer: 1 << 24 })
      .trim()
      .split('\n')
      .pop(),
  );
}

async function measure(db) {
  let databaseUrl;
  let dbName;
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    SEED: 'demo',
    SECURE_COOKIES: 'false',
    DEMO_PASSWORD: 'bench-password-123',
  };
  if (db === 'postgres') {
    const { default: pg } = await import('pg');
    dbName = `folio_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
    env.DATABASE_URL = databaseUrl;
  } else {
    env.DATA_DIR = join(makeTempDir(NAME), 'data');
  }
  const port = await freePort();
  const server = startChild(nodeBin, [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), mainJs], {
    cpu: SERVER_CPU,
    env: { ...env, PORT: String(port) },
  });
  try {
    await waitForHealth(port, server);
    const { form, lines } = await pickForm(port);
    const sessions = [];
    for (let i = 0; i < 40; i++) sessions.push(await guestSession(port, form, lines));
    const select = await rawSelect(db, databaseUrl, lines[0].product_id);

    // B1: serial, interleaved health / add / select, rotating sessions so lines stay under their cap.
    let n = 0;
    const oneAdd = async () => {
      const session = sessions[Math.floor(n / 40) % sessions.length];
      const add = addOf(session, n++);
      const answer = await call(port, 'POST', add.path, add);
      if (answer.status !== 200) throw new Error(`add answered ${answer.status}: ${answer.text}`);
      return answer.ms;
    };
    const timed = async (fn) => {
      const started = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let i = 0; i < 100; i++) {
      await call(port, 'GET', '/api/health');
      await oneAdd();
      await select.run();
    }
    const serial = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s = { health: [], add: [], select: [] };
      for (let i = 0; i < SERIAL; i++) {
        const order = [
          ['health', async () => (await call(port, 'GET', '/api/health')).ms],
          ['add', oneAdd],
          ['select', () => timed(select.run)],
        ];
        if (i % 2) order.reverse();
        for (const [key, fn] of order) s[key].push(await fn());
      }
      serial.push(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, percentile(v, 50)])));
    }
    await select.close();

    // B4: 20 connections, fresh sessions so the serial lines do not cap.
    const loadSessions = [];
    for (let i = 0; i < 200; i++) loadSessions.push(await guestSession(port, form, lines));
    const load = [];
    for (let round = 0; round < ROUNDS; round++) {
      const health = autocannonRun('load-runner.mjs', {
        url: `http://127.0.0.1:${port}/api/health`,
        connections: CONNECTIONS,
        warmupSeconds: 2,
        seconds: SECONDS,
      });
      const add = autocannonRun('cart-load-runner.mjs', {
        base: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        warmupSeconds: 0,
        seconds: SECONDS,
        sessions: loadSessions,
      });
      if (process.env.BENCH_DEBUG) console.log(JSON.stringify(add.statusCodes));
      load.push({
        health: health.rps,
        add: add.rps,
        addNon2xx: add.non2xx,
        addErrors: add.errors,
        addP99: add.latencyP99,
      });
    }
    return { db, form: form.slug, serial, load };
  } finally {
    agent.destroy();
    await stopChild(server);
    if (dbName) {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

const before = machineLoad();
const results = [];
for (const db of DBS) results.push(await measure(db));
const after = machineLoad();

const ms = (x) => `${x.toFixed(3)} ms`;
const rows = [];
const summary = {};
for (const r of results) {
  const p50 = (key) => median(r.serial.map((s) => s[key]));
  const vsHealth = p50('add') / p50('health');
  const vsSelect = p50('add') / p50('select');
  const rps = (key) => median(r.load.map((l) => l[key]));
  const throughput = rps('add') / rps('health');
  const ok = vsHealth <= B1_HEALTH && vsSelect <= B1_SELECT;
  summary[r.db] = {
    addP50Ms: p50('add'),
    healthP50Ms: p50('health'),
    selectP50Ms: p50('select'),
    vsHealth,
    vsSelect,
    b1: ok,
    addRps: rps('add'),
    healthRps: rps('health'),
    throughput,
    b4: throughput >= B4_TARGET[r.db],
  };
  rows.push([
    r.db,
    ms(p50('add')),
    ms(p50('health')),
    ms(p50('select')),
    `${fmtRatio(vsHealth)} (<= ${B1_HEALTH}x)`,
    `${fmtRatio(vsSelect)} (<= ${B1_SELECT}x)`,
    passFail(ok),
  ]);
}
console.log(`\n## B1: serial cart add (p50, median of ${ROUNDS} rounds x ${SERIAL} interleaved)\n`);
console.log(
  table(['database', 'add p50', '/api/health p50', 'raw PK SELECT p50', 'add / health', 'add / SELECT', 'B1'], rows),
);
console.log(`\n## B4: throughput at ${CONNECTIONS} connections (median of ${ROUNDS} x ${SECONDS} s)\n`);
console.log(
  table(
    ['database', 'cart add req/s', '/api/health req/s', 'ratio', 'target', 'B4', 'add non-2xx'],
    results.map((r) => {
      const s = summary[r.db];
      return [
        r.db,
        fmtInt(s.addRps),
        fmtInt(s.healthRps),
        fmtRatio(s.throughput),
        `>= ${B4_TARGET[r.db]}x`,
        passFail(s.b4),
        String(r.load.reduce((t, l) => t + l.addNon2xx, 0)),
      ];
    }),
  ),
);
console.log(`\n${loadNote(before, after)}`);
console.log(`Results: ${writeResults(NAME, { results, summary, machine: { before, after } })}`);
