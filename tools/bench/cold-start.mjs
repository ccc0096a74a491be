#!/usr/bin/env node
// B9: cold start with the embedded database, against PGlite's own start. See tools/bench/README.md.
//
// Each round, interleaved, every child pinned to core 0 (this process, which polls, moves to core 1):
//   (a) PGlite's own start: tools/bench/pglite-start.mjs, PGlite.create(<fresh folder>) + select 1,
//       timed from spawn to exit;
//   (b) the built API on a fresh DATA_DIR (migrations + demo seed, as B9 says): spawn to first 200
//       on /api/health, polled every 25 ms;
//   (c) the API restarted on the folder (b) left behind (after a clean SIGTERM shutdown);
//   (d) for diagnosis only: PGlite's own start on that same, existing folder.
// Medians of the rounds (--rounds N, default 3).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import {
  fail,
  fmtInt,
  fmtRatio,
  loadNote,
  machineLoad,
  freePort,
  makeTempDir,
  median,
  nodeBin,
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

const NAME = 'cold-start';
const FRESH_TARGET = 1.3;
const RESTART_TARGET = 0.5;
const CHILD_CPU = 0;
const POLL_MS = 25;
const START_LIMIT_MS = 60_000;
const i = process.argv.indexOf('--rounds');
const ROUNDS = i > 0 ? Number(process.argv[i + 1]) : 3;

setup({ name: NAME, deadlineMs: 4.5 * 60_000 });

const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const pgliteStart = join(import.meta.dirname, 'pglite-start.mjs');

function healthStatus(port) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/api/health', timeout: 1_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** (a)/(d): spawn to exit of the PGlite script. */
async function timePglite(dataDir) {
  const started = performance.now();
  const child = startChild(nodeBin, [pgliteStart, dataDir], { cpu: CHILD_CPU });
  const limit = setTimeout(() => stopChild(child, 500), START_LIMIT_MS);
  const { code, signal } = await child.exited;
  const ms = performance.now() - started;
  clearTimeout(limit);
  if (code !== 0) throw new Error(`pglite-start.mjs failed (${code ?? signal}): ${child.stderrText.slice(-2000)}`);
  return ms;
}

/** (b)/(c): spawn to the first 200 on /api/health, then a clean shutdown. */
async function timeApi(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = startChild(nodeBin, [apiMain], {
    cpu: CHILD_CPU,
    env: {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'embedded',
      SEED: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `API exited before answering (${child.exitCode ?? child.signalCode}): ${child.stderrText.slice(-2000)}`,
        );
      }
      if (performance.now() - started > START_LIMIT_MS)
        throw new Error(`API gave no 200 within ${START_LIMIT_MS / 1000} s`);
      const polled = performance.now();
      if ((await healthStatus(port)) === 200) return performance.now() - started;
      await sleep(Math.max(0, POLL_MS - (performance.now() - polled)));
    }
  } finally {
    const { code, signal } = await stopChild(child, 15_000);
    if (code !== 0 && code !== null) console.warn(`warning: API shutdown exited with ${code ?? signal}`);
  }
}

async function main() {
  if (!existsSync(apiMain)) throw new Error('apps/api/dist/main.js is missing: run `npx nx run-many -t build` first');
  // The poller must not compete with the child for its core.
  if (pinPrefix(CHILD_CPU).length)
    spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const loadBefore = machineLoad();
  const tmp = makeTempDir('cold');

  const runs = { pglite: [], apiFresh: [], apiRestart: [], pgliteReopen: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    const dir = join(tmp, `r${round}`);
    mkdirSync(dir); // the parent; each data folder itself is created by PGlite / the API
    const step = async (key, label, fn) => {
      process.stderr.write(`round ${round}: ${label} ... `);
      const ms = await fn();
      runs[key].push(ms);
      process.stderr.write(`${fmtInt(ms)} ms\n`);
    };
    await step('pglite', 'PGlite start, fresh folder', () => timePglite(join(dir, 'pglite')));
    await step('apiFresh', 'API, fresh DATA_DIR', () => timeApi(join(dir, 'api')));
    await step('apiRestart', 'API, restart on that folder', () => timeApi(join(dir, 'api')));
    await step('pgliteReopen', 'PGlite start on that folder', () => timePglite(join(dir, 'api')));
  }

  const m = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)]));
  const freshRatio = m.apiFresh / m.pglite;
  const restartRatio = m.apiRestart / m.apiFresh;
  const labels = {
    pglite: '(a) PGlite.create(fresh folder) + select 1, spawn to exit',
    apiFresh: '(b) API, fresh DATA_DIR (migrate + seed), spawn to first 200',
    apiRestart: '(c) API restarted on that folder, spawn to first 200',
    pgliteReopen: '(d) PGlite.create(that folder) + select 1, spawn to exit (diagnosis)',
  };
  const timings = table(
    ['measure', `median ms (of ${ROUNDS})`, 'rounds ms'],
    Object.keys(runs).map((k) => [labels[k], fmtInt(m[k]), runs[k].map(fmtInt).join(' / ')]),
  );
  const ratios = table(
    ['id', 'ratio', 'per round', 'target', 'pass/fail'],
    [
      [
        'B9 fresh API / PGlite start',
        fmtRatio(freshRatio),
        runs.apiFresh.map((v, j) => fmtRatio(v / runs.pglite[j])).join(' / '),
        `<= ${FRESH_TARGET.toFixed(2)}x`,
        passFail(freshRatio <= FRESH_TARGET),
      ],
      [
        'B9 API restart / fresh API',
        fmtRatio(restartRatio),
        runs.apiRestart.map((v, j) => fmtRatio(v / runs.apiFresh[j])).join(' / '),
        `<= ${RESTART_TARGET.toFixed(2)}x`,
        passFail(restartRatio <= RESTART_TARGET),
      ],
      [
        'info: API restart / PGlite start',
        fmtRatio(m.apiRestart / m.pglite),
        runs.apiRestart.map((v, j) => fmtRatio(v / runs.pglite[j])).join(' / '),
        '-',
        '-',
      ],
      [
        'info: PGlite reopen / PGlite fresh',
        fmtRatio(m.pgliteReopen / m.pglite),
        runs.pgliteReopen.map((v, j) => fmtRatio(v / runs.pglite[j])).join(' / '),
        '-',
        '-',
      ],
    ],
  );
  const pinned = pinPrefix(CHILD_CPU).length > 0;
  console.log(
    `\n## B9: cold start with PGlite (${pinned ? `children on core ${CHILD_CPU}, poller on core 1` : 'NOT pinned'}, poll every ${POLL_MS} ms)\n\n${timings}\n\n${ratios}\n`,
  );
  const loadAfter = machineLoad();
  console.log(loadNote(loadBefore, loadAfter));
  const file = writeResults(NAME, {
    machine: { before: loadBefore, after: loadAfter },
    config: {
      rounds: ROUNDS,
      pollMs: POLL_MS,
      childCpu: CHILD_CPU,
      pinned,
      apiEnv: { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'embedded', SEED: 'demo' },
    },
    medianMs: m,
    ratios: {
      freshApiOverPglite: freshRatio,
      restartOverFresh: restartRatio,
      restartOverPglite: m.apiRestart / m.pglite,
      pgliteReopenOverFresh: m.pgliteReopen / m.pglite,
    },
    pass: { fresh: freshRatio <= FRESH_TARGET, restart: restartRatio <= RESTART_TARGET },
    runs,
  });
  console.log(`JSON: ${relative(repoRoot, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
