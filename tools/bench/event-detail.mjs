// Serial latency of the catalog's event page (`GET /api/catalog/events/{slug}`) against
// `GET /api/health` on the same built API, over a fresh PGlite data folder with the demo data.
// Requests are interleaved A B A B on one keep-alive connection; p50 per round, median of 3 rounds.
// Usage: npx nx run api:build && npm run bench:event-detail
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import {
  fmtRatio,
  freePort,
  loadNote,
  machineLoad,
  makeTempDir,
  median,
  nodeBin,
  percentile,
  repoRoot,
  setup,
  startChild,
  stopChild,
  table,
  waitForHealth,
  writeResults,
} from './lib.mjs';

const NAME = 'event-detail';
const ROUNDS = 3;
const REQUESTS = 500;
const WARMUP = 200;
const SERVER_CPU = 0;
const CLIENT_CPU = 1;

setup({ name: NAME, deadlineMs: 4 * 60_000 });

const mainJs = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(mainJs)) {
  console.error('apps/api/dist/main.js is missing: run `npx nx run api:build` first.');
  process.exit(1);
}

// The load generator on its own core, away from the server's.
spawnSync('taskset', ['-cp', String(CLIENT_CPU), String(process.pid)], { stdio: 'ignore' });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the keep-alive connection; resolves with the status, body and elapsed milliseconds. */
function get(port, path) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { accept: 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const before = machineLoad();
const dataDir = join(makeTempDir(NAME), 'data');
const port = await freePort();
const server = startChild(nodeBin, [mainJs], {
  cpu: SERVER_CPU,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'embedded',
    SEED: 'demo',
    SECURE_COOKIES: 'false',
  },
});
await waitForHealth(port, server);

// The heaviest upcoming event page of the demo data: the one with the most authors attending.
const list = await get(port, '/api/catalog/events?per_page=100');
if (list.status !== 200) throw new Error(`events list answered ${list.status}: ${list.body}`);
const events = JSON.parse(list.body).data;
const event = events.reduce((best, e) => (e.authors_count > best.authors_count ? e : best), events[0]);
const detailPath = `/api/catalog/events/${event.slug}`;
const paths = { health: '/api/health', detail: detailPath };

for (let i = 0; i < WARMUP; i++) {
  for (const path of Object.values(paths)) {
    const answer = await get(port, path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  }
}

const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const samples = { health: [], detail: [] };
  for (let i = 0; i < REQUESTS; i++) {
    // Alternate which goes first so neither always follows the other.
    const order = i % 2 === 0 ? ['health', 'detail'] : ['detail', 'health'];
    for (const key of order) samples[key].push((await get(port, paths[key])).ms);
  }
  rounds.push({
    health: {
      p50: percentile(samples.health, 50),
      p90: percentile(samples.health, 90),
      p99: percentile(samples.health, 99),
    },
    detail: {
      p50: percentile(samples.detail, 50),
      p90: percentile(samples.detail, 90),
      p99: percentile(samples.detail, 99),
    },
  });
}

agent.destroy();
await stopChild(server);
const after = machineLoad();

const med = (key, stat) => median(rounds.map((r) => r[key][stat]));
const ratio = med('detail', 'p50') / med('health', 'p50');
const ms = (n) => `${n.toFixed(3)} ms`;
console.log(
  `\n## Event detail latency (serial, ${ROUNDS} rounds x ${REQUESTS} interleaved requests each, PGlite, demo data)\n`,
);
console.log(`Event: ${event.title} (${event.authors_count} authors) at ${detailPath}\n`);
console.log(
  table(
    ['request', 'p50 (median of 3)', 'p90', 'p99', 'p50 per round', 'vs /api/health'],
    [
      [
        'GET /api/health',
        ms(med('health', 'p50')),
        ms(med('health', 'p90')),
        ms(med('health', 'p99')),
        rounds.map((r) => r.health.p50.toFixed(3)).join(' / '),
        fmtRatio(1),
      ],
      [
        'GET event detail',
        ms(med('detail', 'p50')),
        ms(med('detail', 'p90')),
        ms(med('detail', 'p99')),
        rounds.map((r) => r.detail.p50.toFixed(3)).join(' / '),
        fmtRatio(ratio),
      ],
    ],
  ),
);
console.log(`\n${loadNote(before, after)}`);
const file = writeResults(NAME, {
  event: { slug: event.slug, authors: event.authors_count },
  rounds,
  medians: { healthP50Ms: med('health', 'p50'), detailP50Ms: med('detail', 'p50') },
  ratio,
  machine: { before, after },
});
console.log(`Results: ${file}`);
