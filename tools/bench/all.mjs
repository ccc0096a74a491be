// `npm run bench`: every benchmark of the quality bar, one after the other, then one table of its
// rows (F1-F10, B1-B9) with each figure, ratio, target and pass or fail, written to
// bench-results/bench.json. Each benchmark's own tables go to bench-results/<name>.log; a benchmark
// that fails is reported as such and the others still run. Needs the built API and web app.
// Flags: --only name,name (bundle-size, lighthouse, cart-interaction, cart-add, http-throughput,
// orm-overhead, cold-start). Usage: npx nx run-many -t build -p api web && npm run bench   (about 20 minutes)
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { arg, fmtInt, machineLoad, nodeBin, repoRoot, resultsDir, table, writeResults } from './lib.mjs';

const pass = (ok) => (ok === undefined ? 'not run' : ok ? 'pass' : 'FAIL');
const x = (ratio) => `${ratio.toFixed(2)}x`;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const dbs = (summary, pick) =>
  Object.entries(summary)
    .map(([db, s]) => `${db} ${pick(s)}`)
    .join(', ');

/** Each benchmark: its script and how its JSON becomes rows of the table. */
const BENCHES = [
  {
    name: 'bundle-size',
    rows: (j) => {
      const web = j.apps.web;
      const publicPages = web.pages.filter((p) => p.kind === 'public');
      const largest = Math.max(...publicPages.map((p) => p.brotliBytes));
      return [
        [
          'F1',
          'initial JS of `/`',
          `${kB(web.js.brotliBytes)}, ${x(j.ratio)} bare`,
          '<= 1.30x and <= 100 kB',
          j.pass.F1,
        ],
        ['F2', 'initial JS of every other public page', `largest ${kB(largest)}`, '<= 115 kB', j.pass.F2],
        [
          'F3',
          'luxon, radix, sonner, payment, chat, analytics tag, bot challenge',
          j.heavyPages.length
            ? j.heavyPages.map((p) => `${p.path}: ${p.heavy.join(' ')}`).join('; ')
            : 'in no public page',
          'absent',
          j.pass.F3,
        ],
        ['F4', 'initial CSS of `/`', kB(web.css.brotliBytes), '<= 15 kB', j.pass.F4],
      ];
    },
  },
  {
    name: 'lighthouse',
    rows: (j) => {
      const pages = Object.values(j.summary).filter((s) => s.f6);
      const worst = (key, pick = Math.max) => pick(...pages.map((s) => s[key]));
      return [
        [
          'F6',
          'Lighthouse mobile, `/`, `/events`, an event, an order form (median of 5)',
          `LCP up to ${x(worst('lcpRatio'))} bare, performance from ${worst('performance', Math.min)}, TBT up to ${Math.round(worst('tbtMs'))} ms, CLS up to ${worst('cls').toFixed(3)}`,
          'LCP <= 1.15x, perf >= 98, TBT <= 50 ms, CLS <= 0.01',
          j.pass.F6,
        ],
      ];
    },
  },
  {
    name: 'cart-interaction',
    rows: (j) => [
      [
        'F10',
        'add to cart and steppers (CPU x4), p75',
        `add ${j.add.p75.toFixed(0)} ms, stepper ${j.stepper.p75.toFixed(0)} ms, cart stepper ${j.cartStepper.p75.toFixed(0)} ms`,
        `<= ${j.add.target} ms, <= ${j.stepper.target} ms, <= ${j.cartStepper.target} ms`,
        j.add.pass && j.stepper.pass && j.cartStepper.pass,
      ],
    ],
  },
  {
    name: 'cart-add',
    rows: (j) => [
      [
        'B1',
        'serial cart add p50 vs bare baseline',
        dbs(j.summary, (s) => `${s.folioAddP50Ms.toFixed(2)} ms, ${x(s.b1Ratio)}`),
        '<= 1.3x',
        Object.values(j.summary).every((s) => s.b1),
      ],
      [
        'B4',
        'cart adds/s at 20 connections vs bare baseline',
        dbs(j.summary, (s) => `${fmtInt(s.folioAddRps)}/s, ${x(s.b4Ratio)}`),
        '>= 0.7x',
        Object.values(j.summary).every((s) => s.b4),
      ],
    ],
  },
  {
    name: 'http-throughput',
    rows: (j) => [
      ['B6', '`/api/health` vs bare Hono', x(j.ratios.B6), '>= 0.85x', j.pass.B6],
      ['B8', 'hashed asset vs `/api/health`', x(j.ratios.B8), '>= 0.80x', j.pass.B8],
    ],
  },
  {
    name: 'orm-overhead',
    script: 'orm-overhead.ts',
    node: ['--import', 'tsx', '--conditions=@folio/source'],
    rows: (j) => [
      [
        'B7',
        'the cart add through drizzle vs the same statement raw',
        dbs(j.summary, (s) => x(s.ratio)),
        '>= 0.80x',
        j.pass.B7,
      ],
    ],
  },
  {
    name: 'cold-start',
    rows: (j) => [
      [
        'B9',
        'cold start on PGlite: fresh, then restart',
        `fresh ${x(j.ratios.freshApiOverPglite)} PGlite's start, restart ${x(j.ratios.restartOverFresh)} fresh`,
        '<= 1.3x, <= 0.5x',
        j.pass.fresh && j.pass.restart,
      ],
    ],
  },
];

const only = arg('--only', null)?.split(',');
const chosen = only ? BENCHES.filter((b) => only.includes(b.name)) : BENCHES;
if (!existsSync(join(repoRoot, 'apps', 'api', 'dist', 'main.js'))) {
  console.error('the built API is missing: run `npx nx run-many -t build -p api web` first.');
  process.exit(1);
}
mkdirSync(resultsDir, { recursive: true });

/** Runs one benchmark with its output in bench-results/<name>.log: resolves with its exit code. */
function run(bench) {
  const log = join(resultsDir, `${bench.name}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const script = join(import.meta.dirname, bench.script ?? `${bench.name}.mjs`);
    const child = spawn(nodeBin, [...(bench.node ?? []), script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('exit', (code) => out.end(() => resolve({ code: code ?? 1, log })));
  });
}

const before = machineLoad();
const rows = [];
const runs = [];
for (const bench of chosen) {
  const started = Date.now();
  process.stdout.write(`${bench.name}... `);
  const { code, log } = await run(bench);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds} s, log ${relative(repoRoot, log)}`);
  runs.push({ name: bench.name, code, seconds });
  let benchRows;
  try {
    if (code !== 0) throw new Error(`exit ${code}`);
    benchRows = bench.rows(JSON.parse(readFileSync(join(resultsDir, `${bench.name}.json`), 'utf8')));
  } catch (error) {
    benchRows = [[bench.name, 'benchmark failed', String(error.message ?? error), '-', false]];
  }
  rows.push(...benchRows);
}
const after = machineLoad();

const order = (id) => (id.startsWith('F') ? 0 : 100) + Number(id.slice(1)) || 1000;
rows.sort((a, b) => order(a[0]) - order(b[0]));
console.log(`\n## The quality bar's benchmarks\n`);
console.log(
  table(
    ['row', 'what', 'figure', 'target', 'result'],
    rows.map((r) => [...r.slice(0, 4), pass(r[4])]),
  ),
);
console.log(
  `\nMachine: ${before.cores} cores, 1-min load average ${before.loadavg1m} before, ${after.loadavg1m} after. Each benchmark's tables: bench-results/<name>.log`,
);
const file = writeResults('bench', {
  machine: { before, after },
  runs,
  rows: rows.map(([id, what, figure, target, ok]) => ({ id, what, figure, target, pass: ok ?? null })),
});
console.log(`Results: ${relative(repoRoot, file)}`);
process.exit(rows.every((r) => r[4] !== false) ? 0 : 1);
