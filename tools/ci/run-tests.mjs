#!/usr/bin/env node
// The full test suite, as the README's test command and CI run it:
//   1. gates: the workspace is in sync, lint and typecheck pass;
//   2. every vitest project from vitest.workspace.ts, in one root `vitest run`;
//   3. the Playwright end-to-end tests against the production build (built on the way);
// then a check that no vitest project came back empty, and the plain line `N passed, N failed`.
// Set TEST_DATABASE_URL to run the database suites on PostgreSQL instead of PGlite.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const reports = join(root, 'tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

const npx = 'npx';
const skipGates = process.argv.includes('--skip-gates');
const skipE2e = process.argv.includes('--skip-e2e');

if (!skipGates) {
  run('workspace sync', npx, ['nx', 'sync:check']);
  run('lint', npx, ['nx', 'run-many', '-t', 'lint', '--output-style=static']);
  run('typecheck', npx, ['nx', 'run-many', '-t', 'typecheck', '--output-style=static']);
}

const vitestReport = join(reports, 'vitest.json');
run('unit and integration tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A test file that failed to load has no assertions but must still count as a failure.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;

  // Every project listed in vitest.workspace.ts must have run at least one test.
  const { default: patterns } = await import(join(root, 'vitest.workspace.ts'));
  const projectRoots = patterns.flatMap((pattern) => globSync(pattern, { cwd: root })).map((config) => dirname(config));
  const counts = new Map(projectRoots.map((projectRoot) => [projectRoot, 0]));
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    const owner = projectRoots.filter((projectRoot) => path.startsWith(`${projectRoot}/`)).sort((a, b) => b.length - a.length)[0];
    if (owner) counts.set(owner, counts.get(owner) + file.assertionResults.length);
  }
  console.log('\nTests per vitest project:');
  for (const [projectRoot, count] of counts) console.log(`  ${projectRoot.padEnd(36)} ${count}`);
  const empty = [...counts].filter(([, count]) => count === 0).map(([projectRoot]) => projectRoot);
  if (empty.length > 0) failures.push(`vitest projects that ran no test: ${empty.join(', ')}`);
} else {
  failures.push('vitest wrote no report');
}

if (!skipE2e) {
  // nx.json sets `cache: false` for e2e: a run replayed from the Nx cache would write no report
  // and prove nothing about this build.
  const e2eReport = join(reports, 'e2e.json');
  run('end-to-end tests', npx, ['nx', 'run', 'web-e2e:e2e', '--output-style=static'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    const { stats } = report;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.flaky > 0) {
      console.log(`\nFlaky end-to-end tests (failed, then passed on retry): ${stats.flaky}`);
      for (const title of flakyTitles(report.suites)) console.log(`  ${title}`);
    }
  } else {
    failures.push('Playwright wrote no report');
  }
}

/** Titles of the Playwright tests whose outcome was `flaky`, from the JSON report's suite tree. */
function flakyTitles(suites = [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).filter((t) => t.status === 'flaky').map(() => [...path, suite.title, spec.title].filter(Boolean).join(' › ')),
    ),
    ...flakyTitles(suite.suites, [...path, suite.title]),
  ]);
}

// The test runs are counted from their reports; every other failed step (a gate, an empty
// project, a missing report) counts as one failure so a green line always means all green.
const TEST_RUNS = ['unit and integration tests', 'end-to-end tests'];
if (failures.length > 0) console.log(`\nFailed: ${failures.join('; ')}`);
failed += failures.filter((label) => !TEST_RUNS.includes(label)).length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
