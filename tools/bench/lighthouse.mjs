// F6: Lighthouse (the npm package, on Debian's Chromium, mobile preset: Lighthouse's default config,
// a Moto G Power class phone on simulated slow 4G) on `/`, `/events`, an event, an order form and
// `/login` of the built product, against the bare React + router app (tools/bench/bare-app) in the
// same run. Rounds interleave the pages (bare, then each page), 5 by default; each figure is the
// median. Targets (quality bar F6, on `/`, `/events`, the event and the order form): LCP <= 1.15x the
// bare app's, performance >= 98, TBT <= 50 ms, CLS <= 0.01. `/login` is measured the same way and
// listed for information.
// The product is the built API (`apps/api/dist/main.js`, NODE_ENV=production, demo data on a fresh
// PGlite folder) serving the built web app; the bare app is built to a temp folder and served from
// memory with its pre-compressed brotli files, as the API serves Folio's.
// Flags: --rounds N (default 5) --page /path (only that page and the bare app).
// Usage: npx nx run-many -t build -p api web && npm run bench:lighthouse
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  arg,
  fail,
  freePort,
  loadNote,
  machineLoad,
  makeTempDir,
  median,
  nodeBin,
  passFail,
  repoRoot,
  serveBuild,
  setup,
  startChild,
  stopChild,
  table,
  waitForHealth,
  writeResults,
} from './lib.mjs';

const NAME = 'lighthouse';
const CHROMIUM = '/usr/lib/chromium/chromium';
const ROUNDS = Number(arg('--rounds', 5));
const ONLY = arg('--page', null);
const TARGET = { lcpRatio: 1.15, performance: 98, tbtMs: 50, cls: 0.01 };
/** The pages F6 names; the rest are measured for information. */
const F6_PAGES = new Set(['/', '/events', 'event', 'order form']);

setup({ name: NAME, deadlineMs: 14 * 60_000 });
const mainJs = join(repoRoot, 'apps', 'api', 'dist', 'main.js');
if (!existsSync(mainJs) || !existsSync(join(repoRoot, 'apps', 'web', 'dist', 'index.html'))) {
  console.error('the built API or web app is missing: run `npx nx run-many -t build -p api web` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  process.exit(1);
}

/** The bare app's build, served as a production server would: brotli where the build has it. */
async function serveBareApp() {
  const { build } = await import('vite');
  const outDir = join(makeTempDir('lighthouse-bare'), 'dist');
  await build({
    configFile: join(repoRoot, 'tools', 'bench', 'bare-app', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const { server, origin } = await serveBuild(outDir, { production: true });
  return { origin, close: () => server.close() };
}

/** An event with an open order form, from the running product's own API. */
async function pickPages(origin) {
  const events = (await (await fetch(`${origin}/api/catalog/events?per_page=100`)).json()).data;
  for (const event of events) {
    const detail = await (await fetch(`${origin}/api/catalog/events/${event.slug}`)).json();
    const store = (detail.data?.order_forms ?? detail.order_forms ?? []).find((form) => !form.closed);
    if (store) return { event: `/event/${event.slug}`, form: `/orderform/${store.slug}` };
  }
  throw new Error('no demo event has an open order form');
}

async function main() {
  const before = machineLoad();
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    PAYMENTS_PROVIDER: 'embedded',
    SEED: 'demo',
    SECURE_COOKIES: 'false',
    DATA_DIR: join(makeTempDir(NAME), 'data'),
  };
  const port = await freePort();
  const api = startChild(nodeBin, [mainJs], { env: { ...env, PORT: String(port) } });
  await waitForHealth(port, api);
  const folio = `http://127.0.0.1:${port}`;
  const bare = await serveBareApp();
  const picked = await pickPages(folio);
  const pages = [
    { name: 'bare app', url: `${bare.origin}/` },
    { name: '/', url: `${folio}/` },
    { name: '/events', url: `${folio}/events` },
    { name: 'event', path: picked.event, url: `${folio}${picked.event}` },
    { name: 'order form', path: picked.form, url: `${folio}${picked.form}` },
    { name: '/login', url: `${folio}/login` },
  ].filter((page) => !ONLY || page.name === 'bare app' || page.name === ONLY || page.path === ONLY);

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    logLevel: 'silent',
  });
  const runs = Object.fromEntries(pages.map((page) => [page.name, []]));
  try {
    // One throwaway run warms the server's caches and Chromium's own start.
    await lighthouse(pages[1]?.url ?? pages[0].url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        const { lhr } = await lighthouse(page.url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
        });
        if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`);
        runs[page.name].push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        });
        process.stderr.write('.');
      }
    }
    process.stderr.write('\n');
  } finally {
    await chrome.kill();
    bare.close();
    await stopChild(api);
  }
  const after = machineLoad();

  const med = (name, key) => median(runs[name].map((run) => run[key]));
  const bareLcp = med('bare app', 'lcpMs');
  const summary = {};
  for (const page of pages) {
    const figures = {
      performance: med(page.name, 'performance'),
      lcpMs: med(page.name, 'lcpMs'),
      tbtMs: med(page.name, 'tbtMs'),
      cls: med(page.name, 'cls'),
      fcpMs: med(page.name, 'fcpMs'),
    };
    const lcpRatio = figures.lcpMs / bareLcp;
    const pass =
      lcpRatio <= TARGET.lcpRatio &&
      figures.performance >= TARGET.performance &&
      figures.tbtMs <= TARGET.tbtMs &&
      figures.cls <= TARGET.cls;
    summary[page.name] = { path: page.path ?? page.name, ...figures, lcpRatio, pass, f6: F6_PAGES.has(page.name) };
  }
  const f6 = Object.values(summary).filter((s) => s.f6);
  const f6Pass = f6.length > 0 && f6.every((s) => s.pass);

  console.log(`\n## F6: Lighthouse mobile preset (median of ${ROUNDS})\n`);
  console.log(
    table(
      ['page', 'performance', 'LCP', 'LCP / bare', 'TBT', 'CLS', 'FCP', 'F6'],
      pages.map((page) => {
        const s = summary[page.name];
        return [
          page.path ? `${page.name} (\`${page.path}\`)` : page.name,
          String(s.performance),
          `${Math.round(s.lcpMs)} ms`,
          page.name === 'bare app' ? '-' : `${s.lcpRatio.toFixed(2)}x`,
          `${Math.round(s.tbtMs)} ms`,
          s.cls.toFixed(3),
          `${Math.round(s.fcpMs)} ms`,
          page.name === 'bare app' ? '-' : s.f6 ? passFail(s.pass) : `${passFail(s.pass)} (info)`,
        ];
      }),
    ),
  );
  console.log(
    `\nTargets: LCP <= ${TARGET.lcpRatio}x the bare app, performance >= ${TARGET.performance}, TBT <= ${TARGET.tbtMs} ms, CLS <= ${TARGET.cls}. F6: ${passFail(f6Pass)}`,
  );
  console.log(loadNote(before, after));
  const file = writeResults(NAME, {
    machine: { before, after },
    config: { rounds: ROUNDS, preset: 'lighthouse default (mobile, simulated throttling)', targets: TARGET },
    runs,
    summary,
    pass: { F6: f6Pass },
  });
  console.log(`Results: ${file}`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
