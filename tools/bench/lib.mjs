// Shared helpers for the benchmarks in tools/bench: the repo paths, the Node 24 binary, child
// processes that are always cleaned up, temp folders, a hard time limit, tables and JSON output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const resultsDir = join(repoRoot, 'bench-results');

/** The repo's Node 24 (the `node` npm package); the system `node` may be older. */
export const nodeBin = existsSync(join(repoRoot, 'node_modules', '.bin', 'node'))
  ? join(repoRoot, 'node_modules', '.bin', 'node')
  : process.execPath;

const children = new Set();
const tempDirs = new Set();
const cleanups = [];
let cleanedUp = false;

/** Synchronous so it also runs from the 'exit' event. */
function cleanupSync() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch {
      // keep cleaning
    }
  }
  for (const child of children) killGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Children are started detached: the negative pid reaches the whole process group.
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Installs the safety net: a hard deadline, and cleanup (children killed, temp folders removed)
 * on normal exit, Ctrl-C, SIGTERM and crashes.
 */
export function setup({ name, deadlineMs }) {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.warn(`warning: running under Node ${process.version}; use \`npm run bench:...\` for the repo's Node 24.`);
  }
  process.on('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\n${name}: ${signal}, cleaning up`);
      cleanupSync();
      process.exit(130);
    });
  }
  process.on('uncaughtException', (error) => fail(error));
  process.on('unhandledRejection', (error) => fail(error));
  const timer = setTimeout(
    () => fail(new Error(`${name} exceeded its ${Math.round(deadlineMs / 1000)} s limit`)),
    deadlineMs,
  );
  timer.unref();
}

export function fail(error) {
  console.error(`\nbenchmark failed: ${error?.stack ?? error}`);
  cleanupSync();
  process.exit(1);
}

export function onCleanup(fn) {
  cleanups.push(fn);
}

export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `folio-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** `taskset -c <cpu>` when pinning is possible, otherwise nothing (and a warning once). */
let tasksetOk;
export function pinPrefix(cpu) {
  if (tasksetOk === undefined) {
    tasksetOk = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
    if (!tasksetOk)
      console.warn('warning: `taskset` is missing (apt-get install -y util-linux); processes are NOT pinned');
  }
  return tasksetOk && cpu !== undefined ? ['taskset', '-c', String(cpu)] : [];
}

/**
 * Starts a tracked child in its own process group, optionally pinned to a core. The child is
 * killed on cleanup if it is still running.
 */
export function startChild(command, args, { cpu, env, stdio = ['ignore', 'ignore', 'pipe'], cwd = repoRoot } = {}) {
  const argv = [...pinPrefix(cpu), command, ...args];
  const child = spawn(argv[0], argv.slice(1), { cwd, env: { ...process.env, ...env }, stdio, detached: true });
  children.add(child);
  child.stderrText = '';
  child.stderr?.on('data', (chunk) => {
    if (child.stderrText.length < 20_000) child.stderrText += chunk;
  });
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.once('error', (error) => {
      children.delete(child);
      resolve({ code: null, signal: null, error });
    });
  });
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child is gone. */
export async function stopChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exited;
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  const result = await child.exited;
  clearTimeout(timer);
  return result;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A markdown table; numbers are expected to be formatted by the caller. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
export const fmtRatio = (r) => `${r.toFixed(2)}x`;
export const passFail = (ok) => (ok ? 'pass' : 'FAIL');

export function writeResults(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: name, date: new Date().toISOString(), node: process.version, ...data }, null, 2)}\n`,
  );
  return file;
}

/**
 * Other work on the machine skews every figure (ratios less than absolutes). Call at the start
 * (before this benchmark adds load) and at the end; the text goes under the tables.
 */
export function machineLoad() {
  return { cores: cpus().length, loadavg1m: Number(loadavg()[0].toFixed(2)) };
}

export function loadNote(before, after) {
  const busy = before.loadavg1m > 1;
  return (
    `Machine: ${before.cores} cores, 1-min load average ${before.loadavg1m} before the run, ${after.loadavg1m} after.` +
    (busy ? ' WARNING: other work was running; figures are noisy, rerun on a quiet machine to confirm.' : '')
  );
}

/** The value after `flag` on the command line, or `fallback`. */
export function arg(flag, fallback) {
  const i = process.argv.indexOf(flag);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Polls `GET /api/health` on the child's port until it answers 200; fails fast when the child exits. */
export async function waitForHealth(port, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited early: ${child.stderrText}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the API did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * One load-runner.mjs run (autocannon; warm-up discarded) pinned to `cpu`: its JSON result. A run
 * with errors, timeouts or non-2xx answers throws: a figure from failing requests means nothing.
 */
export async function runLoad(options, { cpu }) {
  const child = startChild(nodeBin, [join(import.meta.dirname, 'load-runner.mjs'), JSON.stringify(options)], {
    cpu,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const limit = setTimeout(
    () => stopChild(child, 1_000),
    ((options.warmupSeconds ?? 0) + options.seconds + 30) * 1_000,
  );
  const { code } = await child.exited;
  clearTimeout(limit);
  if (code !== 0) throw new Error(`load runner failed (${code}): ${child.stderrText.slice(-2000)}`);
  const result = JSON.parse(out.trim().split('\n').pop());
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(
      `load run against ${options.url} had errors=${result.errors} timeouts=${result.timeouts} non2xx=${result.non2xx}`,
    );
  }
  return result;
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * A static server for a web build: its files by path, its `index.html` for every other path, a
 * 404 JSON for `/api/`. With `production`, as a production server sends them: the build's
 * pre-compressed `.br` file when the client accepts brotli, hashed assets immutable.
 * Resolves with the listening server and its origin.
 */
export async function serveBuild(outDir, { production = false } = {}) {
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"bench","code":"not_found"}');
      return;
    }
    const asset = join(outDir, path);
    const inside = asset.startsWith(`${outDir}/`) && existsSync(asset) && extname(asset) !== '';
    const file = inside ? asset : join(outDir, 'index.html');
    const headers = { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' };
    let body = readFileSync(file);
    if (production) {
      if (file.includes('/assets/')) headers['cache-control'] = 'public, max-age=31536000, immutable';
      if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`)) {
        body = readFileSync(`${file}.br`);
        headers['content-encoding'] = 'br';
      }
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
