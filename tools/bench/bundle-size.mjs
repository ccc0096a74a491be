#!/usr/bin/env node
// F1 / F4: initial JS and CSS of `/`, brotli, apps/web against a bare React + TanStack Router app
// built with the same Vite config; F2: initial JS of every other page of apps/web (a table).
// See tools/bench/README.md.
//
// How the initial graph is found: both apps are built with the Vite API from their own
// vite.config.ts (apps/web is NOT edited; only `build.manifest` and a temporary `outDir` are added
// inline) and the graph is read from Vite's manifest:
//   entry chunk (index.html) + its static `imports`, transitively
//   + the code-split chunks (`?tsr-split=...`) of every route that matches `/` (found by reading
//     the app's generated routeTree.gen.ts: the `/` index route and its parent layouts), and their
//     static imports. Dynamic imports that are not route chunks (e.g. the idle-time http client)
//     are not initial.
// F2 takes the same graph for each page: the entry graph plus the split chunks of the page's route
// and its parent layouts, and their static imports (`--route /cart,/orderform/{slug}` limits the
// table to those pages). A page with data cannot draw before the http and query clients arrive
// (dynamic imports of the shell that its loaders wait for), so they count as its initial JS; the
// figure without them is shown for information. A page marked `withoutQueryClient` waits for neither.
// CSS is the `css` of the same chunks. Every file is compressed here with node:zlib brotli q11.
// Then, unless --no-browser, Debian Chromium loads `/` of each build from a local static server
// and the JS requested before the `load` event is compared with the manifest's answer.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import {
  fail,
  fmtInt,
  fmtRatio,
  machineLoad,
  makeTempDir,
  onCleanup,
  passFail,
  repoRoot,
  serveBuild,
  setup,
  table,
  writeResults,
} from './lib.mjs';

const NAME = 'bundle-size';
const JS_RATIO_TARGET = 1.3;
const JS_BYTES_TARGET = 100_000; // 100 kB, decimal
const CSS_BYTES_TARGET = 15_000; // F4: 15 kB, decimal
const ROUTE_JS_BYTES_TARGET = 115_000; // F2: every other public page, 115 kB, decimal
/**
 * apps/web's lazy shell chunks that a page with data waits for before it draws, by a module they
 * hold: the query client and the http client. Reported beside F2, not counted in it.
 */
const DATA_CLIENT_MODULES = [/\/apps\/web\/src\/query-client\.ts$/, /\/libs\/shared\/http\/web\/src\/http-client\.ts$/];
/** Guards that make a page signed-in only: such pages are listed, but F2 is about public pages. */
/**
 * F3: code that must stay out of every public page's initial graph (with the data clients it waits
 * for), by the module ids the build put in each file.
 */
const F3_MODULES = [
  ['luxon', /\/node_modules\/luxon\//],
  ['radix', /\/node_modules\/@radix-ui\//],
  ['sonner', /\/node_modules\/sonner\//],
  ['payment', /\/node_modules\/@stripe\/|\/libs\/commerce\/payments\/web\/src\/(?!index\.ts$|payments\.api\.ts$)/],
  ['chat', /\/libs\/shared\/integrations\/web\/src\/chat\/intercom-chat\.ts$/],
  ['analytics tag', /\/libs\/shared\/integrations\/web\/src\/analytics-tag\/google-tag\.ts$/],
  ['bot challenge', /\/libs\/shared\/integrations\/web\/src\/bot-challenge\/turnstile-challenge\.ts$/],
];
const SIGNED_IN_GUARD = /\b(requireAuth|requireVerified)\b/;
const CHROMIUM = '/usr/lib/chromium/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
];

const APPS = [
  {
    name: 'bare (React + TanStack Router)',
    key: 'bare',
    root: join(repoRoot, 'tools/bench/bare-app'),
    configFile: join(repoRoot, 'tools/bench/bare-app/vite.config.ts'),
    routeTree: join(repoRoot, 'tools/bench/bare-app/src/routeTree.gen.ts'),
  },
  {
    name: 'apps/web',
    key: 'web',
    root: join(repoRoot, 'apps/web'),
    configFile: join(repoRoot, 'apps/web/vite.config.ts'),
    routeTree: join(repoRoot, 'apps/web/src/routeTree.gen.ts'),
    builtDist: join(repoRoot, 'apps/web/dist'),
  },
];

setup({ name: NAME, deadlineMs: 4 * 60_000 });
const useBrowser = !process.argv.includes('--no-browser');
const routeArg = process.argv.find((arg, i) => process.argv[i - 1] === '--route' || arg.startsWith('--route='));
/** `--route /cart,/orderform/{slug}`: the F2 pages to measure (all pages without it). */
const onlyRoutes = routeArg
  ? routeArg
      .replace(/^--route=/, '')
      .split(',')
      .map((path) => normalizeRoutePath(path.trim()))
      .filter(Boolean)
  : undefined;

/** `/orderform/{slug}` and `/orderform/$slug` alike, without a trailing slash. */
function normalizeRoutePath(path) {
  const out = path.replace(/\{(\w+)\}/g, '$$$1').replace(/(.)\/$/, '$1');
  return out.startsWith('/') ? out : `/${out}`;
}

async function buildApp(app, outDir) {
  const { build } = await import('vite');
  const started = performance.now();
  const result = await build({
    configFile: app.configFile,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
  // file -> the ids of the modules in it (the manifest names shared chunks by a hash only).
  const modules = new Map(
    outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o.moduleIds ?? Object.keys(o.modules ?? {})]),
  );
  return { ms: performance.now() - started, modules };
}

/**
 * The pages of an app, read from its routeTree.gen.ts: for each leaf route (no route has it as
 * parent), its full path and the route files that render it, parents first, up to (not including)
 * the root route, whose component is in the entry.
 */
function parseRouteTree(routeTreeFile) {
  const source = readFileSync(routeTreeFile, 'utf8');
  if (/\.lazy\(/.test(source)) {
    throw new Error(`${routeTreeFile} uses .lazy() routes, which this parser does not follow; extend parseRouteTree`);
  }
  const imports = new Map();
  for (const m of source.matchAll(/import\s*\{\s*Route\s+as\s+(\w+)\s*\}\s*from\s*'([^']+)'/g)) imports.set(m[1], m[2]);
  const root = [...imports].find(([, spec]) => /\/__root$/.test(spec))?.[0];
  if (!root) throw new Error(`${routeTreeFile}: no __root import found`);
  const routes = new Map();
  for (const m of source.matchAll(/const\s+(\w+)\s*=\s*(\w+)\.update\(\{([\s\S]*?)\}\s*as\s+any\)/g)) {
    const [, constName, importName, body] = m;
    routes.set(constName, {
      constName,
      importName,
      id: body.match(/\bid:\s*'([^']*)'/)?.[1],
      path: body.match(/\bpath:\s*'([^']*)'/)?.[1],
      parent: body.match(/getParentRoute:\s*\(\)\s*=>\s*(\w+)/)?.[1],
    });
  }
  const chain = (route) => {
    const out = [];
    for (let r = route; r; r = routes.get(r.parent)) {
      out.unshift(r);
      if (out.length > 50) throw new Error('route parent cycle');
    }
    return out;
  };
  const fullPath = (route) => {
    const joined = chain(route)
      .map((r) => r.path ?? '')
      .join('/')
      .replace(/\/+/g, '/');
    return joined === '' ? '/' : joined.replace(/(.)\/$/, '$1');
  };
  const dir = dirname(routeTreeFile);
  const files = (route) => {
    let parentId = '';
    return chain(route).map((r) => {
      const id = (parentId + (r.id ?? '')).replace(/\/+/g, '/');
      parentId = id;
      const spec = imports.get(r.importName);
      if (!spec) throw new Error(`${routeTreeFile}: no import for ${r.importName}`);
      const base = resolve(dir, spec);
      const file = ['', '.tsx', '.ts', '.jsx', '.js']
        .map((ext) => base + ext)
        .find((f) => existsSync(f) && statSync(f).isFile());
      if (!file) throw new Error(`cannot resolve route module ${spec}`);
      return { id, file };
    });
  };
  const parents = new Set([...routes.values()].map((r) => r.parent));
  const pages = [...routes.values()]
    .filter((r) => !parents.has(r.constName))
    .map((r) => ({ path: fullPath(r), routes: files(r) }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const slash = pages.filter((page) => page.path === '/');
  if (slash.length !== 1) throw new Error(`${routeTreeFile}: expected one page for '/', found ${slash.length}`);
  return pages;
}

function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The initial graph of one page: the entry and its static imports, and the split chunks of the page's routes and theirs. */
function initialGraph(app, manifest, routes) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`${app.name}: expected one entry in the manifest, found ${entries.length}`);
  const [entryKey, entry] = entries[0];

  const roles = new Map(); // file -> role
  const css = new Map();
  const visit = (key, role) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${app.name}: manifest has no ${key}`);
    if (!roles.has(chunk.file)) roles.set(chunk.file, role);
    else return;
    for (const file of chunk.css ?? []) if (!css.has(file)) css.set(file, role);
    for (const imported of chunk.imports ?? []) visit(imported, role === 'entry' ? 'entry import' : `${role} import`);
  };
  visit(entryKey, 'entry');

  const routeChunks = [];
  for (const route of routes) {
    const src = relative(app.root, route.file).split('\\').join('/');
    const keys = Object.keys(manifest).filter((key) => {
      const [path, query = ''] = key.split('?');
      return path === src && /(^|&)tsr-split=/.test(query);
    });
    // A route with nothing split off (no component) has no chunk: its code is in the entry.
    for (const key of keys) {
      routeChunks.push({ route: route.id, key, file: manifest[key].file });
      visit(key, `route ${route.id} (${key.split('?')[1]})`);
    }
  }
  const nonInitial = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !roles.has(chunk.file))
    .map((chunk) => chunk.file);
  return { entry: entry.file, routes, routeChunks, js: roles, css, nonInitial };
}

function brotli(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

const sizes = new Map(); // path -> { rawBytes, brotliBytes }
function measure(outDir, files) {
  return [...files].map(([file, role]) => {
    const path = join(outDir, file);
    if (!sizes.has(path)) {
      const raw = readFileSync(path);
      sizes.set(path, { rawBytes: raw.length, brotliBytes: brotli(raw) });
    }
    return { file, role, ...sizes.get(path) };
  });
}

const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);

/** F3: the names of F3_MODULES that any of `files` holds. */
function heavyIn(files, modules) {
  const found = new Set();
  for (const file of files)
    for (const id of modules.get(file) ?? [])
      for (const [name, re] of F3_MODULES) if (re.test(id.split('?')[0])) found.add(name);
  return [...found];
}

/** The lazy shell chunks holding DATA_CLIENT_MODULES and their static imports (files). */
function dataClientFiles(app, manifest, modules) {
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, 'data client');
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const re of DATA_CLIENT_MODULES) {
    const file = [...modules].find(([, ids]) => ids.some((id) => re.test(id.split('?')[0])))?.[0];
    // None (say, a build that makes its query client in the entry): nothing more to wait for.
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (key) visit(key);
  }
  return files;
}

/** F2: each page's initial JS (and, for information, with the data clients it waits for). */
function measurePages(app, outDir, manifest, modules, pages) {
  const clients = dataClientFiles(app, manifest, modules);
  return pages.map((page) => {
    const graph = initialGraph(app, manifest, page.routes);
    const js = measure(outDir, graph.js);
    // A page marked `withoutQueryClient` (static content) draws without waiting for either client.
    const waits = !/\bwithoutQueryClient:\s*true\b/.test(readFileSync(page.routes.at(-1).file, 'utf8'));
    const withClients = waits
      ? new Map([...graph.js, ...[...clients].filter(([file]) => !graph.js.has(file))])
      : graph.js;
    const signedIn = page.routes.some((route) => SIGNED_IN_GUARD.test(readFileSync(route.file, 'utf8')));
    const dev = page.path.startsWith('/dev/');
    const withoutClients = sum(js, 'brotliBytes');
    const brotliBytes = sum(measure(outDir, withClients), 'brotliBytes');
    return {
      path: page.path,
      routes: page.routes.map((r) => r.id),
      kind: dev ? 'dev' : signedIn ? 'signed-in' : 'public',
      files: js.map(({ file, role, brotliBytes }) => ({ file, role, brotliBytes })),
      rawBytes: sum(js, 'rawBytes'),
      brotliBytes,
      withoutDataClientsBrotliBytes: withoutClients,
      pass: brotliBytes <= ROUTE_JS_BYTES_TARGET,
      heavy: heavyIn([...withClients.keys()], modules),
    };
  });
}

/** JS and CSS that Chromium requests for `/` before the load event, and after it (until idle). */
async function browserCheck(builds) {
  if (!existsSync(CHROMIUM)) return { skipped: `${CHROMIUM} not found` };
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 30_000 });
  onCleanup(() => browser.process?.()?.kill('SIGKILL'));
  const out = {};
  try {
    for (const { app, outDir } of builds) {
      const { server, origin } = await serveBuild(outDir);
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        let loaded = false;
        const before = [];
        const after = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return;
          (loaded ? after : before).push(url.pathname.slice(1));
        });
        page.on('load', () => {
          loaded = true;
        });
        await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 30_000 });
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await context.close();
        out[app.key] = { beforeLoad: [...new Set(before)], afterLoad: [...new Set(after)] };
      } finally {
        await new Promise((done) => server.close(done));
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

async function main() {
  const loadBefore = machineLoad();
  const tmp = makeTempDir('bundle');
  const results = {};
  const builds = [];
  for (const app of APPS) {
    const outDir = join(tmp, app.key);
    const { ms: buildMs, modules } = await buildApp(app, outDir);
    const manifest = readManifest(outDir);
    const pages = parseRouteTree(app.routeTree);
    const graph = initialGraph(app, manifest, pages.find((page) => page.path === '/').routes);
    const js = measure(outDir, graph.js);
    const css = measure(outDir, graph.css);
    let distMatches;
    if (app.builtDist) {
      const html = existsSync(join(app.builtDist, 'index.html'))
        ? readFileSync(join(app.builtDist, 'index.html'), 'utf8')
        : '';
      distMatches = html.includes(`/${graph.entry}"`);
    }
    results[app.key] = {
      app: app.name,
      buildMs: Math.round(buildMs),
      entry: graph.entry,
      routesForSlash: graph.routes.map((r) => ({ id: r.id, file: relative(repoRoot, r.file) })),
      routeChunks: graph.routeChunks,
      js: { files: js, rawBytes: sum(js, 'rawBytes'), brotliBytes: sum(js, 'brotliBytes') },
      css: { files: css, rawBytes: sum(css, 'rawBytes'), brotliBytes: sum(css, 'brotliBytes') },
      notInitialJs: graph.nonInitial,
      ...(distMatches === undefined ? {} : { builtDistMatchesSource: distMatches }),
    };
    if (app.key === 'web') {
      const others = pages.filter((page) => page.path !== '/');
      const chosen = onlyRoutes ? others.filter((page) => onlyRoutes.includes(page.path)) : others;
      const unknown = (onlyRoutes ?? []).filter((path) => !others.some((page) => page.path === path));
      if (unknown.length)
        throw new Error(`--route: no page ${unknown.join(', ')} (pages: ${others.map((p) => p.path).join(' ')})`);
      results[app.key].pages = measurePages(app, outDir, manifest, modules, chosen);
      const clients = dataClientFiles(app, manifest, modules);
      results[app.key].heavyForSlash = heavyIn([...graph.js.keys(), ...clients.keys()], modules);
    }
    builds.push({ app, outDir, graph });
  }

  let browser;
  if (useBrowser) {
    try {
      browser = await browserCheck(builds);
    } catch (error) {
      browser = { skipped: `Chromium check failed: ${error.message.split('\n')[0]}` };
    }
  } else browser = { skipped: '--no-browser' };
  // Route chunks are dynamic imports: Chromium does not hold the load event for them, so they are
  // requested just after it. The check therefore asks: (1) was every file of the manifest graph
  // requested by the time the network is idle, and (2) was nothing outside it requested before load?
  // Files fetched after load that are not in the graph (idle-time preloads) are listed, not counted.
  if (!browser.skipped) {
    for (const { app, graph } of builds) {
      const b = browser[app.key];
      const expected = [...graph.js.keys()];
      const js = (list) => list.filter((f) => f.endsWith('.js'));
      const seen = [...js(b.beforeLoad), ...js(b.afterLoad)];
      b.manifestOnly = expected.filter((f) => !seen.includes(f));
      b.unexpectedBeforeLoad = js(b.beforeLoad).filter((f) => !expected.includes(f));
      b.extraAfterLoad = js(b.afterLoad).filter((f) => !expected.includes(f));
      b.agrees = b.manifestOnly.length === 0 && b.unexpectedBeforeLoad.length === 0;
    }
  }

  const bare = results.bare;
  const web = results.web;
  const ratio = web.js.brotliBytes / bare.js.brotliBytes;
  const jsPass = ratio <= JS_RATIO_TARGET && web.js.brotliBytes <= JS_BYTES_TARGET;
  const cssPass = web.css.brotliBytes <= CSS_BYTES_TARGET;
  const heavyPages = [
    ...(web.heavyForSlash.length ? [{ path: '/', heavy: web.heavyForSlash }] : []),
    ...web.pages.filter((page) => page.kind === 'public' && page.heavy.length),
  ];
  const heavyPass = heavyPages.length === 0;

  const summary = table(
    ['app', 'JS brotli bytes', 'ratio vs bare', 'target', 'pass/fail'],
    [
      [bare.app, fmtInt(bare.js.brotliBytes), fmtRatio(1), 'baseline', '-'],
      [
        web.app,
        fmtInt(web.js.brotliBytes),
        fmtRatio(ratio),
        `<= ${JS_RATIO_TARGET.toFixed(2)}x and <= 100 kB`,
        passFail(jsPass),
      ],
    ],
  );
  const cssTable = table(
    ['app', 'CSS brotli bytes', 'target', 'pass/fail'],
    [
      [bare.app, fmtInt(bare.css.brotliBytes), '-', '-'],
      [web.app, fmtInt(web.css.brotliBytes), '<= 15 kB (F4)', passFail(cssPass)],
    ],
  );
  const detailRows = [];
  for (const r of [bare, web]) {
    for (const f of [...r.js.files, ...r.css.files]) {
      detailRows.push([r === bare ? 'bare' : 'web', f.file, f.role, fmtInt(f.rawBytes), fmtInt(f.brotliBytes)]);
    }
  }
  const details = table(['app', 'file', 'why initial', 'raw bytes', 'brotli q11 bytes'], detailRows);
  const publicPages = web.pages.filter((page) => page.kind === 'public');
  const routesPass = publicPages.every((page) => page.pass);
  const pagesTable = table(
    [
      'page',
      'kind',
      'files',
      'JS brotli bytes (with the clients it waits for)',
      'target',
      'pass/fail',
      'without the http + query clients (info)',
    ],
    web.pages.map((page) => [
      `\`${page.path}\``,
      page.kind,
      String(page.files.length),
      fmtInt(page.brotliBytes),
      page.kind === 'public' ? '<= 115 kB' : '- (not public)',
      page.kind === 'public' ? passFail(page.pass) : page.pass ? '(pass)' : '(over)',
      fmtInt(page.withoutDataClientsBrotliBytes),
    ]),
  );

  console.log(`\n## F1: initial JS of \`/\` (brotli q11, kB = 1000 bytes)\n\n${summary}\n`);
  console.log(
    `## F2: initial JS of the other pages of apps/web (brotli q11)${onlyRoutes ? ' (--route)' : ''}\n\n${pagesTable}\n`,
  );
  console.log(
    `F2 (every public page other than \`/\` <= 115 kB): ${passFail(routesPass)}` +
      (publicPages.length
        ? `; largest public page ${fmtInt(Math.max(...publicPages.map((p) => p.brotliBytes)))} B\n`
        : '\n'),
  );
  console.log(
    `## F3: ${F3_MODULES.map(([name]) => name).join(', ')} in no public page's initial graph: ${passFail(heavyPass)}` +
      (heavyPass ? '\n' : `\n\n${heavyPages.map((p) => `- \`${p.path}\`: ${p.heavy.join(', ')}`).join('\n')}\n`),
  );
  console.log(`## F4: initial CSS of \`/\`\n\n${cssTable}\n`);
  console.log(`### Files\n\n${details}\n`);
  console.log(
    `Not initial (dynamic, not a route of \`/\`): web ${web.notInitialJs.join(', ') || 'none'}; bare ${bare.notInitialJs.join(', ') || 'none'}`,
  );
  if (web.builtDistMatchesSource === false) {
    console.log(
      'Note: apps/web/dist differs from a fresh build of the source (stale dist?); figures are for the fresh build.',
    );
  }
  if (browser.skipped) console.log(`Chromium cross-check: skipped (${browser.skipped})`);
  else {
    for (const { app } of builds) {
      const b = browser[app.key];
      const verdict = b.agrees
        ? 'agrees with the manifest graph'
        : `DIFFERS: not requested [${b.manifestOnly.join(', ')}], requested before load but not in the graph [${b.unexpectedBeforeLoad.join(', ')}]`;
      const extra = b.extraAfterLoad.length
        ? `; also fetched after load, not counted: ${b.extraAfterLoad.join(', ')}`
        : '';
      console.log(`Chromium cross-check (${app.key}): ${verdict}${extra}`);
    }
  }
  const loadAfter = machineLoad(); // sizes do not depend on load; kept in the JSON only

  const file = writeResults(NAME, {
    machine: { before: loadBefore, after: loadAfter },
    method:
      'vite manifest (entry + static imports + tsr-split chunks of the routes rendering the page, with their static imports), brotli q11 via node:zlib',
    targets: {
      jsRatio: JS_RATIO_TARGET,
      jsBytes: JS_BYTES_TARGET,
      cssBytes: CSS_BYTES_TARGET,
      routeJsBytes: ROUTE_JS_BYTES_TARGET,
    },
    ratio,
    pass: { F1: jsPass, F2: routesPass, F3: heavyPass, F4: cssPass },
    heavyPages,
    apps: results,
    chromium: browser,
  });
  console.log(`\nJSON: ${relative(repoRoot, file)}`);
}

main().then(
  () => process.exit(0),
  (error) => fail(error),
);
