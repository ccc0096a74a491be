#!/usr/bin/env node
// Issue 13: single-event POSTs to the embedded analytics endpoint (`POST /v0/events`) against
// `GET /api/health` on the same built API, in the same run. See tools/bench/README.md.
//
// The API runs pinned to core 0 (`taskset -c 0`) on a fresh PGlite folder; each load run is a
// separate autocannon process pinned to core 1 (load-runner.mjs: warm-up discarded, then the
// measured run). Rounds are interleaved (health, ingest, health, ingest…); the figure is the
// median of the rounds. After the runs the API is stopped with SIGTERM (its shutdown writes the
// events still waiting for their batch) and the stored events are counted (the events of every
// chunk): every 202 must have become a stored event. Flags: --rounds N --connections N --warmup S --seconds S.
import { request } from 'node:http';
import { join, relative } from 'node:path';
import {
  arg,
  fail,
  fmtInt,
  fmtRatio,
  freePort,
  loadNote,
  machineLoad,
  makeTempDir,
  median,
  nodeBin,
  runLoad,
  passFail,
  pinPrefix,
  repoRoot,
  setup,
  startChild,
  stopChild,
  table,
  waitForHealth,
  writeResults,
} from './lib.mjs';

const NAME = 'analytics-ingest';
const TARGET = 0.3;
const SERVER_CPU = 0;
const LOAD_CPU = 1;
const TOKEN = 'bench-append-token';
const SOURCE = 'folio_events';

const ROUNDS = Number(arg('--rounds', 3));
const CONNECTIONS = Number(arg('--connections', 10));
const WARMUP_S = Number(arg('--warmup', 3));
const SECONDS = Number(arg('--seconds', 8));

setup({ name: NAME, deadlineMs: 4.75 * 60_000 });

const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const INGEST = `/v0/events?name=${SOURCE}&token=${TOKEN}`;
// One order form view, as the web client sends it.
const EVENT = JSON.stringify({
  timestamp: new Date().toISOString(),
  action: 'order_form_view',
  version: '1.0',
  session_id: 'bench-session',
  seller_id: 'bench-seller',
  seller_profile_id: null,
  user_id: null,
  user_uid: 'bench-visitor',
  target_type: 'order_form',
  target_id: 'bench-form',
  pathname: '/orderform/bench',
  referrer: '',
  user_agent: 'autocannon',
  source: 'web',
  country_code: 'GB',
  payload: '{"href":"http://localhost/orderform/bench","locale":"en-GB"}',
});

function send(port, method, path, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        timeout: 5_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

const load = (options) =>
  runLoad({ connections: CONNECTIONS, warmupSeconds: WARMUP_S, seconds: SECONDS, ...options }, { cpu: LOAD_CPU });

/** The events the stopped API wrote, counted in its PGlite folder. */
async function storedEvents(dataDir) {
  const child = startChild(
    nodeBin,
    [
      '--input-type=module',
      '-e',
      `import { PGlite } from '@electric-sql/pglite'; const db = await PGlite.create(${JSON.stringify(dataDir)}); const r = await db.query('select coalesce(sum(events), 0)::int as n from analytics_event_chunks'); console.log(r.rows[0].n); await db.close();`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`counting the stored events failed: ${child.stderrText.slice(-1000)}`);
  return Number(out.trim());
}

async function main() {
  const loadBefore = machineLoad();
  const tmp = makeTempDir('analytics');
  const dataDir = join(tmp, 'data');
  const port = await freePort();
  const api = startChild(nodeBin, [apiMain], {
    cpu: SERVER_CPU,
    env: {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'embedded',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      ANALYTICS_TOKEN: TOKEN,
      ANALYTICS_SOURCE: SOURCE,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(port, api);
  const check = await send(port, 'POST', INGEST, EVENT);
  if (check.status !== 202) throw new Error(`POST ${INGEST} answered ${check.status}: ${check.body}`);

  const series = [
    { key: 'health', label: 'GET /api/health', options: { url: `http://127.0.0.1:${port}/api/health` } },
    {
      key: 'ingest',
      label: 'POST /v0/events (one event)',
      options: {
        url: `http://127.0.0.1:${port}${INGEST}`,
        method: 'POST',
        body: EVENT,
        headers: { 'content-type': 'application/json' },
      },
    },
  ];
  const runs = { health: [], ingest: [] };
  const total = ROUNDS * series.length;
  let n = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of series) {
      n++;
      process.stderr.write(`[${n}/${total}] round ${round}: ${s.label} ... `);
      const result = await load(s.options);
      runs[s.key].push(result);
      process.stderr.write(`${fmtInt(result.rps)} req/s\n`);
    }
  }
  await stopChild(api, 15_000);
  const accepted = 1 + runs.ingest.reduce((sum, r) => sum + r.requestsTotal, 0);
  const stored = await storedEvents(dataDir);

  const med = (key, field = 'rps') => median(runs[key].map((r) => r[field]));
  const ratio = med('ingest') / med('health');
  const perRound = runs.ingest.map((r, i) => r.rps / runs.health[i].rps);
  const rates = table(
    ['request', `median req/s (of ${ROUNDS})`, 'rounds', 'p50 / p99 ms'],
    series.map((s) => [
      s.label,
      fmtInt(med(s.key)),
      runs[s.key].map((r) => fmtInt(r.rps)).join(' / '),
      `${med(s.key, 'latencyP50')} / ${med(s.key, 'latencyP99')}`,
    ]),
  );
  const ratios = table(
    ['id', 'ratio', 'per round', 'target', 'pass/fail'],
    [
      [
        'single-event POST /v0/events vs GET /api/health',
        fmtRatio(ratio),
        perRound.map(fmtRatio).join(' / '),
        `>= ${TARGET.toFixed(2)}x`,
        passFail(ratio >= TARGET),
      ],
    ],
  );
  const pinned = pinPrefix(0).length > 0;
  console.log(
    `\n## Analytics ingestion throughput (${CONNECTIONS} connections, ${WARMUP_S} s warm-up discarded, ${SECONDS} s measured, ` +
      `${pinned ? `server on core ${SERVER_CPU}, autocannon on core ${LOAD_CPU}` : 'NOT pinned'}, PGlite)\n\n${rates}\n\n${ratios}\n`,
  );
  // autocannon counts the requests its measured runs completed; warm-ups add more. Every one answered 202.
  console.log(
    `Events stored after shutdown: ${fmtInt(stored)} (measured runs alone posted ${fmtInt(accepted)}; warm-ups posted the rest).`,
  );
  if (stored < accepted) throw new Error(`only ${stored} events were stored for at least ${accepted} accepted`);
  const loadAfter = machineLoad();
  console.log(loadNote(loadBefore, loadAfter));
  const file = writeResults(NAME, {
    machine: { before: loadBefore, after: loadAfter },
    config: {
      rounds: ROUNDS,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_S,
      seconds: SECONDS,
      serverCpu: SERVER_CPU,
      loadCpu: LOAD_CPU,
      pinned,
    },
    medianRps: { health: med('health'), ingest: med('ingest') },
    ratio,
    perRound,
    stored,
    pass: ratio >= TARGET,
    runs,
  });
  console.log(`\nJSON: ${relative(repoRoot, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
