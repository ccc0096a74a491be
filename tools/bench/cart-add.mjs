// B1 and B4: cart adds on the built API against a bare baseline server doing the same add, in the
// same run, on PGlite and on PostgreSQL (issue 31; quality bar B1 and B4).
// The baseline is tools/bench/bare-cart-server.ts: Hono on @hono/node-server with the same driver,
// the same session and CSRF middleware, the same cart routes (the same `carts.add` and JSON answer)
// and nothing else. Both servers are up for the whole run, pinned to the same core, on the same
// data (PostgreSQL: one database; PGlite: the folder Folio seeded, copied for the baseline).
// B1: serial p50 of `POST /api/public/cart/{id}/add`, Folio and baseline interleaved A B A B on
//     keep-alive connections, p50 per round, median of 3 rounds. Target: Folio <= 1.3x baseline.
// B4: add throughput at 20 connections (autocannon, its own process pinned to the other core),
//     Folio then baseline in each round, median of 3. Target: Folio >= 0.7x baseline.
// Guest sessions are prepared as a browser makes them (CSRF cookie, `sess_id`, init), each add is one
// unit of an unlimited product of an open demo form, rotating sessions and products so no line
// reaches its cap. Flags: --db pglite|postgres|both (default both) --seconds S --rounds N
// --cpu-prof DIR (Folio's server writes a V8 CPU profile there when it stops).
// Usage: npx nx run-many -t build -p api web && npm run bench:cart-add
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
/** B1: Folio's serial add p50 at most this many times the baseline's. */
const B1_MAX = 1.3;
/** B4: Folio's add throughput at 20 connections at least this share of the baseline's. */
const B4_MIN = 0.7;
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

const baselineJs = join(repoRoot, 'tools', 'bench', 'bare-cart-server.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** The baseline server on `env`'s database: resolves with its port once it answers. */
async function startBaseline(env) {
  const port = await freePort();
  const child = startChild(nodeBin, ['--import', tsxLoader, '--conditions=@folio/source', baselineJs], {
    cpu: SERVER_CPU,
    env: { ...env, PORT: String(port), NODE_ENV: 'production', PAYMENTS_PROVIDER: 'embedded' },
  });
  await waitForHealth(port, child);
  return { port, child };
}

async function startFolio(env, { profile = false } = {}) {
  const port = await freePort();
  const args = [...(profile && CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), mainJs];
  const child = startChild(nodeBin, args, { cpu: SERVER_CPU, env: { ...env, PORT: String(port) } });
  await waitForHealth(port, child);
  return { port, child };
}

async function measure(db) {
  let dbName;
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'embedded',
    SEED: 'demo',
    SECURE_COOKIES: 'false',
    DEMO_PASSWORD: 'bench-password-123',
  };
  let baselineEnv;
  const started = [];
  try {
    if (db === 'postgres') {
      const { default: pg } = await import('pg');
      dbName = `folio_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName}`);
      await admin.query(`create database ${dbName}`);
      await admin.end();
      env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${dbName}`;
      baselineEnv = { DATABASE_URL: env.DATABASE_URL };
    } else {
      // PGlite is one process's: Folio migrates and seeds a folder, stops, and the baseline gets a copy.
      const dir = makeTempDir(NAME);
      env.DATA_DIR = join(dir, 'folio');
      const seeding = await startFolio(env);
      await stopChild(seeding.child);
      cpSync(env.DATA_DIR, join(dir, 'baseline'), { recursive: true });
      baselineEnv = { PGLITE_DIR: join(dir, 'baseline') };
    }
    const folio = await startFolio(env, { profile: true });
    started.push(folio.child);
    const baseline = await startBaseline(baselineEnv);
    started.push(baseline.child);
    const servers = { folio: folio.port, baseline: baseline.port };

    const { form, lines } = await pickForm(folio.port);
    const sessions = { folio: [], baseline: [] };
    for (const [key, port] of Object.entries(servers))
      for (let i = 0; i < 40; i++) sessions[key].push(await guestSession(port, form, lines));

    // B1: serial, interleaved, rotating sessions so lines stay under their cap.
    const counts = { folio: 0, baseline: 0 };
    const oneAdd = async (key) => {
      const n = counts[key]++;
      const session = sessions[key][Math.floor(n / 40) % sessions[key].length];
      const add = addOf(session, n);
      const answer = await call(servers[key], 'POST', add.path, add);
      if (answer.status !== 200) throw new Error(`${key} add answered ${answer.status}: ${answer.text}`);
      return answer.ms;
    };
    for (let i = 0; i < 100; i++) for (const key of ['folio', 'baseline']) await oneAdd(key);
    const serial = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s = { folio: [], baseline: [] };
      for (let i = 0; i < SERIAL; i++) {
        const order = i % 2 ? ['baseline', 'folio'] : ['folio', 'baseline'];
        for (const key of order) s[key].push(await oneAdd(key));
      }
      serial.push({ folio: percentile(s.folio, 50), baseline: percentile(s.baseline, 50) });
    }

    // B4: 20 connections, fresh sessions so the serial lines do not cap.
    const loadSessions = { folio: [], baseline: [] };
    for (const [key, port] of Object.entries(servers))
      for (let i = 0; i < 200; i++) loadSessions[key].push(await guestSession(port, form, lines));
    const load = [];
    for (let round = 0; round < ROUNDS; round++) {
      const row = {};
      const order = round % 2 ? ['baseline', 'folio'] : ['folio', 'baseline'];
      for (const key of order) {
        const result = autocannonRun('cart-load-runner.mjs', {
          base: `http://127.0.0.1:${servers[key]}`,
          connections: CONNECTIONS,
          warmupSeconds: 1,
          seconds: SECONDS,
          sessions: loadSessions[key],
        });
        if (process.env.BENCH_DEBUG) console.log(key, JSON.stringify(result.statusCodes));
        row[key] = { rps: result.rps, non2xx: result.non2xx, errors: result.errors, p99: result.latencyP99 };
      }
      load.push(row);
    }
    return { db, form: form.slug, serial, load };
  } finally {
    agent.destroy();
    for (const child of started) await stopChild(child);
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
const summary = {};
for (const r of results) {
  const p50 = (key) => median(r.serial.map((s) => s[key]));
  const rps = (key) => median(r.load.map((l) => l[key].rps));
  const b1Ratio = p50('folio') / p50('baseline');
  const b4Ratio = rps('folio') / rps('baseline');
  summary[r.db] = {
    folioAddP50Ms: p50('folio'),
    baselineAddP50Ms: p50('baseline'),
    b1Ratio,
    b1: b1Ratio <= B1_MAX,
    folioAddRps: rps('folio'),
    baselineAddRps: rps('baseline'),
    b4Ratio,
    b4: b4Ratio >= B4_MIN,
    non2xx: r.load.reduce((t, l) => t + l.folio.non2xx + l.baseline.non2xx, 0),
  };
}
console.log(`\n## B1: serial cart add (p50, median of ${ROUNDS} rounds x ${SERIAL} interleaved)\n`);
console.log(
  table(
    ['database', 'Folio add p50', 'baseline add p50', 'Folio / baseline', 'target', 'B1'],
    results.map((r) => {
      const s = summary[r.db];
      return [r.db, ms(s.folioAddP50Ms), ms(s.baselineAddP50Ms), fmtRatio(s.b1Ratio), `<= ${B1_MAX}x`, passFail(s.b1)];
    }),
  ),
);
console.log(`\n## B4: add throughput at ${CONNECTIONS} connections (median of ${ROUNDS} x ${SECONDS} s)\n`);
console.log(
  table(
    ['database', 'Folio adds/s', 'baseline adds/s', 'Folio / baseline', 'target', 'B4', 'non-2xx'],
    results.map((r) => {
      const s = summary[r.db];
      return [
        r.db,
        fmtInt(s.folioAddRps),
        fmtInt(s.baselineAddRps),
        fmtRatio(s.b4Ratio),
        `>= ${B4_MIN}x`,
        passFail(s.b4),
        String(s.non2xx),
      ];
    }),
  ),
);
console.log(`\n${loadNote(before, after)}`);
console.log(`Results: ${writeResults(NAME, { results, summary, machine: { before, after } })}`);
