#!/usr/bin/env node
// The full test suite, as the README's test command (`npm test`) and CI run it:
//   1. at once, on the machine's cores: the gates (the workspace is in sync, the tree is formatted,
//      lint and typecheck pass, the libraries' publishable builds succeed) and the production build
//      of the web app and the API that the end-to-end tests run against;
//   2. every vitest project from vitest.workspace.ts, in one root `vitest run`;
//   3. the Playwright end-to-end tests against that production build;
// then a check that no vitest project came back empty, where the time went (each step, the 15
// slowest test files), and the plain line `N passed, N failed`.
//
// `--long` (`npm run test:long`) is the long tier instead: only the suites whose size is a knob
// (reliability, robustness, fuzz, property and concurrency suites), at the quality bar's full
// scale (tools/ci/tiers.mjs). `--skip-gates` and `--skip-e2e` leave those steps out.
// Set TEST_DATABASE_URL to run the database suites on PostgreSQL instead of PGlite (CI does).
import { spawn } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ALONE_FILES, LONG_TIER, LONG_TIER_FILES } from './tiers.mjs';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const flags = new Set(process.argv.slice(2));
const long = flags.has('--long');
const gates = !long && !flags.has('--skip-gates');
const e2e = !long && !flags.has('--skip-e2e');

const failures = [];
/** Each step's label, wall time and outcome, for the summary and tmp/test-reports/timings.json. */
const timings = [];
let passed = 0;
let failed = 0;
const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one step. Steps that run beside others keep their output and print it in one piece when
 * they end, so parallel logs do not interleave; the test runs stream theirs.
 */
function run(label, command, args, { env = {}, buffered = false } = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const at = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = performance.now() - at;
      const ok = code === 0;
      if (buffered) {
        console.log(`\n── ${label} (${ok ? 'passed' : 'FAILED'}, ${seconds(ms)}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push({ step: label, seconds: Math.round(ms / 100) / 10, ok });
      if (!ok) failures.push(label);
      done(ok);
    });
  });
}

/** Steps one after another, stopping at the first that fails. */
async function inOrder(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

const npx = 'npx';
const nx = (...args) => [
  npx,
  ['nx', ...args, '--output-style=static'],
  { buffered: true, env: { NX_DAEMON: 'false' } },
];

// 1. Gates and builds, side by side. The library builds wait for the typecheck because both
// write the libraries' declarations; the apps bundle the libraries from source, so their build
// needs neither.
const appBuild = () =>
  run(
    'production build (web, api)',
    ...nx('run-many', '-t', 'build', '-p', 'web', 'api', '--exclude-task-dependencies'),
  );
await Promise.all([
  gates &&
    inOrder(
      () => run('workspace sync', ...nx('sync:check')),
      () => run('format and lint', process.execPath, [join(root, 'tools/ci/lint.mjs')], { buffered: true }),
    ),
  gates &&
    inOrder(
      () => run('typecheck', npx, ['tsgo', '--build', 'tsconfig.json', '--emitDeclarationOnly'], { buffered: true }),
      () => run('library builds', ...nx('run-many', '-t', 'build', '--exclude=api,web,web-e2e')),
    ),
  e2e && appBuild(),
]);

// 2. Vitest: every file at once on the machine's cores, then the files whose verdict is a latency
// bound (tools/ci/tiers.mjs: ALONE_FILES) by themselves, so other files' load does not decide it.
// The long tier (about concurrency as much as size) runs on PostgreSQL, the machine's own by default.
const vitestEnv = long
  ? {
      TEST_DATABASE_URL: process.env['TEST_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres',
      ...LONG_TIER,
    }
  : {};
if (long) console.log(`\nLong tier: ${JSON.stringify(LONG_TIER)}`);

/** One `vitest run`: its JSON report and the outcome reporter's file (what failed outside tests too). */
async function vitest(label, name, args) {
  const report = join(reports, `${name}.json`);
  const outcome = join(reports, `${name}-outcome.json`);
  const ok = await run(
    label,
    npx,
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      `--reporter=${join(root, 'tools/ci/vitest-outcome-reporter.mjs')}`,
    ],
    { env: { ...vitestEnv, FOLIO_VITEST_OUTCOME: outcome } },
  );
  return {
    label,
    ok,
    report: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined,
    outcome: existsSync(outcome) ? JSON.parse(readFileSync(outcome, 'utf8')) : undefined,
  };
}

const vitestRuns = long
  ? [await vitest('unit and integration tests', 'vitest', LONG_TIER_FILES)]
  : [
      await vitest(
        'unit and integration tests',
        'vitest',
        ALONE_FILES.flatMap((file) => ['--exclude', `**/${file}`]),
      ),
      await vitest('latency-bound tests, alone', 'vitest-alone', ALONE_FILES),
    ];

/** What failed, for the end of the log: CI shows its tail. */
const failedTests = [];
const unhandledErrors = [];
let slowest = [];
const testResults = [];
for (const { label, ok, report, outcome } of vitestRuns) {
  if (!report) {
    failures.push(`${label}: vitest wrote no report`);
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  testResults.push(...report.testResults);
  const counted = report.numFailedTests;
  let extra = 0;
  if (outcome) {
    failedTests.push(...outcome.failedTests);
    // A file that failed without a failing test (it did not load, or a hook threw) is a failure too.
    const withFailedTest = new Set(outcome.failedTests.map((test) => test.file));
    const fileFailures = outcome.failedFiles.filter((file) => !withFailedTest.has(file.file));
    failedTests.push(...fileFailures.map((file) => ({ ...file, name: '(the file itself)' })));
    unhandledErrors.push(...outcome.unhandledErrors);
    extra = fileFailures.length + outcome.unhandledErrors.length;
  } else {
    extra = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  }
  failed += extra;
  // A run that exited non-zero with nothing counted still fails, under its own name.
  if (!ok && counted + extra === 0) failures.push(`${label}: vitest exited non-zero with no failed test counted`);
}
slowest = testResults
  .map((file) => ({
    file: relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }))
  .sort((a, b) => b.seconds - a.seconds);

if (vitestRuns.every((v) => v.report)) {
  // Every project listed in vitest.workspace.ts must have run at least one test.
  const { default: patterns } = await import(join(root, 'vitest.workspace.ts'));
  const projectRoots = patterns.flatMap((pattern) => globSync(pattern, { cwd: root })).map((config) => dirname(config));
  const counts = new Map(projectRoots.map((projectRoot) => [projectRoot, 0]));
  for (const file of testResults) {
    const path = relative(root, file.name);
    const owner = projectRoots
      .filter((projectRoot) => path.startsWith(`${projectRoot}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (owner) counts.set(owner, counts.get(owner) + file.assertionResults.length);
  }
  console.log('\nTests per vitest project:');
  for (const [projectRoot, count] of counts) console.log(`  ${projectRoot.padEnd(36)} ${count}`);
  const empty = [...counts].filter(([, count]) => count === 0).map(([projectRoot]) => projectRoot);
  if (empty.length > 0 && !long) failures.push(`vitest projects that ran no test: ${empty.join(', ')}`);
}

// 3. End to end, against the build of step 1 (nx.json keeps e2e out of the cache: a replayed run
// would write no report and prove nothing about this build).
let slowestJourneys = [];
if (e2e) {
  const e2eReport = join(reports, 'e2e.json');
  const built = timings.find((t) => t.step === 'production build (web, api)')?.ok;
  if (built) {
    await run(
      'end-to-end tests',
      npx,
      ['nx', 'run', 'web-e2e:e2e', '--exclude-task-dependencies', '--output-style=static'],
      {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, NX_DAEMON: 'false' },
      },
    );
  }
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    const { stats } = report;
    passed += stats.expected;
    // No retry hides a failure: a test that needed one counts as failed.
    failed += stats.unexpected + stats.flaky;
    slowestJourneys = journeys(report.suites).sort((a, b) => b.seconds - a.seconds);
  } else {
    failures.push('Playwright wrote no report');
  }
}

/** Every Playwright test with its outcome and time, from the JSON report's suite tree. */
function journeys(suites = [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        title: [...path, suite.title, spec.title].filter(Boolean).join(' › '),
        status: test.status,
        seconds: (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...journeys(suite.suites, [...path, suite.title]),
  ]);
}

// Where the time went.
const total = performance.now() - started;
console.log(`\nSteps (wall time; steps of stage 1 ran side by side):`);
for (const t of timings)
  console.log(`  ${t.step.padEnd(32)} ${String(t.seconds).padStart(7)} s  ${t.ok ? '' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(32)} ${String(Math.round(total / 100) / 10).padStart(7)} s`);
console.log('\nThe 15 slowest test files:');
for (const file of slowest.slice(0, 15))
  console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file} (${file.tests})`);
if (slowestJourneys.length > 0) {
  console.log('\nThe 5 slowest end-to-end tests:');
  for (const j of slowestJourneys.slice(0, 5)) console.log(`  ${j.seconds.toFixed(1).padStart(6)} s  ${j.title}`);
  const flaky = slowestJourneys.filter((j) => j.status === 'flaky');
  if (flaky.length > 0)
    console.log(`\nPassed only on a retry (counted as failed): ${flaky.map((j) => j.title).join('; ')}`);
}
writeFileSync(
  join(reports, 'timings.json'),
  `${JSON.stringify({ totalSeconds: Math.round(total / 1000), steps: timings, files: slowest, journeys: slowestJourneys }, null, 2)}\n`,
);

// The test runs are counted from their reports; every other failed step (a gate, a build, an empty
// project, a missing report) counts as one failure so a green line always means all green.
const TEST_RUNS = ['unit and integration tests', 'latency-bound tests, alone', 'end-to-end tests'];
if (failedTests.length > 0) {
  console.log(`\nFailed tests (${failedTests.length}):`);
  for (const test of failedTests.slice(0, 30))
    console.log(`  ${test.file} › ${test.name}\n      ${test.message.replaceAll('\n', '\n      ')}`);
}
if (unhandledErrors.length > 0) {
  console.log(`\nErrors outside any test (${unhandledErrors.length}), each counted as a failure:`);
  for (const error of unhandledErrors.slice(0, 10)) {
    const where = error.file ? ` (while ${error.file}${error.test ? ` › ${error.test}` : ''} ran)` : '';
    console.log(`  ${error.name}: ${error.message}${where}\n      ${(error.stack ?? '').replaceAll('\n', '\n      ')}`);
  }
}
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
failed += failures.filter((label) => !TEST_RUNS.includes(label)).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
