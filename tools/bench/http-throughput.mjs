#!/usr/bin/env node
// B6 / B8: requests per second of the built API against bare Hono (and bare node:http), and of a hashed
// static asset against /api/health on the API. See tools/bench/README.md.
//
// All servers run pinned to core 0 (`taskset -c 0`), each load run is a separate autocannon
// process pinned to core 1 (tools/bench/load-runner.mjs: warm-up discarded, then the measured
// run). Rounds are interleaved: API /api/health, bare /api/health, Hono without middleware
// /api/health (information: splits the B6 gap), API asset, bare asset (the same
// .br bytes from a bare node:http server: the machine's ceiling for that size), repeated; the
// figure is the median of the rounds. Flags: --rounds N --connections N --warmup S --seconds S.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import {
  arg,
  fail,
  fmtInt,
  fmtRatio,
  loadNote,
  machineLoad,
  freePort,
  makeTempDir,
  median,
  nodeBin,
  runLoad,
  passFail,
  pinPrefix,
  repoRoot,
  setup,
  sleep,
  startChild,
  stopChild,
  table,
  writeResults,
} from './lib.mjs';

const NAME = 'http-throughput';
// B6: Folio's /api/health against bare Hono on @hono/node-server in the same run (issue 9).
const B6_TARGET = 0.85;
const B8_TARGET = 0.8;
const SERVER_CPU = 0;
const LOAD_CPU = 1;

const ROUNDS = Number(arg('--rounds', 3));
const CONNECTIONS = Number(arg('--connections', 10));
const WARMUP_S = Number(arg('--warmup', 5));
const SECONDS = Number(arg('--seconds', 10));

setup({ name: NAME, deadlineMs: 4.75 * 60_000 });

const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const webDist = join(repoRoot, 'apps/web/dist');

/**
 * A typical hashed JS file of the web build: the median-sized one, i.e. a route chunk, which is
 * what most navigations fetch. (The ~94 kB entry is bounded by loopback bandwidth on this
 * machine, not by the server: a bare node:http server sending it peaks at a few hundred req/s.)
 * Its .br sibling is what the API serves.
 */
function typicalAsset() {
  const dir = join(webDist, 'assets');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: statSync(join(dir, f)).size }))
    .sort((a, b) => a.size - b.size);
  if (!files.length) throw new Error(`no .js file in ${dir}`);
  const pick = files[Math.floor(files.length / 2)];
  const br = join(dir, `${pick.f}.br`);
  return { path: `/assets/${pick.f}`, rawBytes: pick.size, brBytes: existsSync(br) ? statSync(br).size : undefined };
}

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, timeout: 2_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

async function waitReady(child, port, label, limitMs) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${label} exited before it was ready (${child.exitCode ?? child.signalCode}): ${child.stderrText.slice(-2000)}`,
      );
    }
    try {
      if ((await get(port, '/api/health')).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${label} not ready within ${limitMs / 1000} s`);
}

const load = (url, headers) =>
  runLoad({ url, connections: CONNECTIONS, warmupSeconds: WARMUP_S, seconds: SECONDS, headers }, { cpu: LOAD_CPU });

async function main() {
  if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/api/dist/main.js or apps/web/dist is missing: run `npx nx run-many -t build` first');
  }
  const loadBefore = machineLoad();
  const asset = typicalAsset();
  const tmp = makeTempDir('http');
  const apiPort = await freePort();
  const barePort = await freePort();
  const honoPort = await freePort();

  const api = startChild(nodeBin, [apiMain], {
    cpu: SERVER_CPU,
    env: {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'embedded',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmp, 'data'),
      SEED: 'none',
      WEB_DIST_DIR: webDist,
    },
  });
  // The bare server also serves the asset's .br bytes at /asset: the ceiling for B8 on this machine.
  const bare = startChild(nodeBin, [join(import.meta.dirname, 'bare-http-server.mjs')], {
    cpu: SERVER_CPU,
    env: { PORT: String(barePort), HOST: '127.0.0.1', BARE_ASSET_FILE: join(webDist, `${asset.path.slice(1)}.br`) },
  });
  // Hono with no middleware: splits the B6 gap into the framework's part and Folio's middleware.
  const hono = startChild(nodeBin, [join(import.meta.dirname, 'bare-hono-server.mjs')], {
    cpu: SERVER_CPU,
    env: { PORT: String(honoPort), HOST: '127.0.0.1' },
  });
  const apiStartMs = await waitReady(api, apiPort, 'API', 60_000);
  await waitReady(bare, barePort, 'bare server', 10_000);
  await waitReady(hono, honoPort, 'bare Hono server', 10_000);

  // The two servers must answer the same thing, and the asset must come pre-compressed.
  const [apiHealth, bareHealth, honoHealth, assetRes, bareAssetRes] = await Promise.all([
    get(apiPort, '/api/health'),
    get(barePort, '/api/health'),
    get(honoPort, '/api/health'),
    get(apiPort, asset.path, { 'accept-encoding': 'br' }),
    get(barePort, '/asset'),
  ]);
  if (!assetRes.body.equals(bareAssetRes.body))
    throw new Error('the bare server does not serve the same asset bytes as the API');
  for (const other of [bareHealth, honoHealth]) {
    if (apiHealth.body.toString() !== other.body.toString()) {
      throw new Error(`bodies differ: API ${apiHealth.body} vs ${other.body}`);
    }
  }
  if (assetRes.status !== 200 || assetRes.headers['content-encoding'] !== 'br') {
    throw new Error(
      `${asset.path}: status ${assetRes.status}, content-encoding ${assetRes.headers['content-encoding']}`,
    );
  }
  const checks = {
    healthBody: apiHealth.body.toString(),
    apiHealthHeaderCount: Object.keys(apiHealth.headers).length,
    bareHealthHeaderCount: Object.keys(bareHealth.headers).length,
    asset: {
      ...asset,
      servedBytes: assetRes.body.length,
      contentEncoding: assetRes.headers['content-encoding'],
      cacheControl: assetRes.headers['cache-control'],
    },
  };

  const series = [
    { key: 'apiHealth', label: 'API GET /api/health', port: apiPort, path: '/api/health', headers: {} },
    { key: 'bareHealth', label: 'bare node:http GET /api/health', port: barePort, path: '/api/health', headers: {} },
    {
      key: 'honoHealth',
      label: 'Hono, no middleware, GET /api/health',
      port: honoPort,
      path: '/api/health',
      headers: {},
    },
    {
      key: 'apiAsset',
      label: `API GET ${asset.path} (br)`,
      port: apiPort,
      path: asset.path,
      headers: { 'accept-encoding': 'br' },
    },
    {
      key: 'bareAsset',
      label: 'bare node:http, same .br bytes (ceiling)',
      port: barePort,
      path: '/asset',
      headers: { 'accept-encoding': 'br' },
    },
  ];
  const runs = Object.fromEntries(series.map((s) => [s.key, []]));
  const total = ROUNDS * series.length;
  let n = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const s of series) {
      n++;
      process.stderr.write(`[${n}/${total}] round ${round}: ${s.label} ... `);
      const result = await load(`http://127.0.0.1:${s.port}${s.path}`, s.headers);
      runs[s.key].push(result);
      process.stderr.write(`${fmtInt(result.rps)} req/s\n`);
    }
  }

  const med = (key, field = 'rps') => median(runs[key].map((r) => r[field]));
  const apiRps = med('apiHealth');
  const bareRps = med('bareHealth');
  const honoRps = med('honoHealth');
  const assetRps = med('apiAsset');
  const bareAssetRps = med('bareAsset');
  const b6 = apiRps / honoRps;
  const b8 = assetRps / apiRps;
  const assetVsBare = assetRps / bareAssetRps;
  // Per-round ratios show how stable the medians are.
  const perRound = runs.apiHealth.map((r, i) => ({
    b6: r.rps / runs.honoHealth[i].rps,
    apiVsBare: r.rps / runs.bareHealth[i].rps,
    honoVsBare: runs.honoHealth[i].rps / runs.bareHealth[i].rps,
    b8: runs.apiAsset[i].rps / r.rps,
    assetVsBare: runs.apiAsset[i].rps / runs.bareAsset[i].rps,
  }));

  const row = (s) => [
    s.label,
    fmtInt(med(s.key)),
    runs[s.key].map((r) => fmtInt(r.rps)).join(' / '),
    `${med(s.key, 'latencyP50')} / ${med(s.key, 'latencyP99')}`,
  ];
  const rates = table(['server and path', `median req/s (of ${ROUNDS})`, 'rounds', 'p50 / p99 ms'], series.map(row));
  const ratios = table(
    ['id', 'ratio', 'per round', 'target', 'pass/fail'],
    [
      [
        'B6 API /api/health vs bare Hono (no middleware)',
        fmtRatio(b6),
        perRound.map((r) => fmtRatio(r.b6)).join(' / '),
        '>= 0.85x',
        passFail(b6 >= B6_TARGET),
      ],
      [
        'info: API /api/health vs bare node:http',
        fmtRatio(apiRps / bareRps),
        perRound.map((r) => fmtRatio(r.apiVsBare)).join(' / '),
        '-',
        '-',
      ],
      [
        'info: Hono without middleware vs bare node:http',
        fmtRatio(honoRps / bareRps),
        perRound.map((r) => fmtRatio(r.honoVsBare)).join(' / '),
        '-',
        '-',
      ],
      [
        'B8 hashed asset (br) vs API /api/health',
        fmtRatio(b8),
        perRound.map((r) => fmtRatio(r.b8)).join(' / '),
        '>= 0.80x',
        passFail(b8 >= B8_TARGET),
      ],
      [
        'info: API asset vs bare, same bytes',
        fmtRatio(assetVsBare),
        perRound.map((r) => fmtRatio(r.assetVsBare)).join(' / '),
        '-',
        '-',
      ],
    ],
  );
  const pinned = pinPrefix(0).length > 0;
  console.log(
    `\n## B6 / B8: HTTP throughput (${CONNECTIONS} connections, ${WARMUP_S} s warm-up discarded, ${SECONDS} s measured, ` +
      `${pinned ? `servers on core ${SERVER_CPU}, autocannon on core ${LOAD_CPU}` : 'NOT pinned'})\n\n${rates}\n\n${ratios}\n`,
  );
  console.log(
    `Asset: ${asset.path}, ${fmtInt(asset.rawBytes)} bytes raw, ${fmtInt(checks.asset.servedBytes)} bytes served (content-encoding ${checks.asset.contentEncoding}, ${checks.asset.cacheControl}). ` +
      `API start to first 200: ${Math.round(apiStartMs)} ms. API /api/health sends ${checks.apiHealthHeaderCount} headers, bare ${checks.bareHealthHeaderCount}.`,
  );

  const loadAfter = machineLoad();
  console.log(loadNote(loadBefore, loadAfter));
  await Promise.all([stopChild(api), stopChild(bare), stopChild(hono)]);
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
    checks,
    medianRps: {
      apiHealth: apiRps,
      bareHealth: bareRps,
      honoHealth: honoRps,
      apiAsset: assetRps,
      bareAsset: bareAssetRps,
    },
    ratios: {
      B6: b6,
      B8: b8,
      apiOverBare: apiRps / bareRps,
      honoOverBare: honoRps / bareRps,
      apiAssetOverBareAsset: assetVsBare,
    },
    perRound,
    pass: { B6: b6 >= B6_TARGET, B8: b8 >= B8_TARGET },
    runs,
  });
  console.log(`\nJSON: ${relative(repoRoot, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
