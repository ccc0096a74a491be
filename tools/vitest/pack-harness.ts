import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

/*
 * The published shape of a package, end to end, shared by every package test
 * (`src/package.test.ts` of formatting, ui-kit, http): build it with its real build, `npm pack`
 * it and the workspace packages it depends on, install the tarballs into a throwaway project
 * outside the workspace, then typecheck, bundle and run that project with the workspace's own
 * tsc, Vite and Node. Third-party packages come from npm's cache (filled by the workspace's
 * install), the registry only for what is not cached.
 */

export const WORKSPACE = resolve(import.meta.dirname, '../..');
const workspaceRequire = createRequire(join(WORKSPACE, 'package.json'));
const TSC = workspaceRequire.resolve('typescript/bin/tsc');
const VITE = join(dirname(workspaceRequire.resolve('vite/package.json')), 'bin/vite.js');

/** The npm settings the machine gives every npm run; everything else npm_* is per-invocation. */
const KEPT_NPM_SETTINGS = new Set([
  'npm_config_cache',
  'npm_config_userconfig',
  'npm_config_globalconfig',
  'npm_config_registry',
  'npm_config_cafile',
]);

/**
 * The environment for child processes, without what the npm/npx that started the tests exported
 * (npm_config_local_prefix, for one, would point the child at the workspace), without NODE_PATH,
 * so a throwaway project can only see its own node_modules, and without the test runner's own
 * variables, so a vitest started by a test is not taken for a worker of this one.
 */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const entries = Object.entries(process.env).filter(
    ([key]) =>
      key !== 'NODE_PATH' &&
      key !== 'NODE_ENV' &&
      !/^(VITEST|TINYPOOL)/.test(key) &&
      (!/^npm_/i.test(key) || KEPT_NPM_SETTINGS.has(key.toLowerCase())),
  );
  return { ...Object.fromEntries(entries), NX_DAEMON: 'false', ...extra };
}

function run(command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  try {
    return execFileSync(command, args, {
      cwd,
      env: env ?? childEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`, { cause: error });
  }
}

export function npm(args: string[], cwd: string): string {
  return run('npm', args, cwd);
}

/** Node (the one running the tests, so the workspace's version) with `args`. */
export function node(args: string[], cwd: string, env?: NodeJS.ProcessEnv): string {
  return run(process.execPath, args, cwd, env);
}

/** Like `node`, without blocking: for scripts that talk to a server in the test's own process. */
export async function nodeAsync(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd, env: childEnv(), encoding: 'utf8' });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`node ${args.join(' ')} failed in ${cwd}\n${stdout}\n${stderr}`, { cause: error });
  }
}

/** The workspace's TypeScript on a project: throws with the compiler's messages. */
export function tsc(args: string[], cwd: string): string {
  return node([TSC, ...args], cwd);
}

/** The workspace's Vite CLI (`build`, `build --ssr src/x.ts`, ...) in a project folder. */
export function vite(args: string[], cwd: string): string {
  return node([VITE, ...args], cwd);
}

/** The version of a package in the workspace's node_modules, so installs hit npm's cache. */
export function workspaceVersion(name: string): string {
  // Read from the folder, not through `require.resolve`: not every package exports ./package.json.
  const manifest = JSON.parse(readFileSync(join(WORKSPACE, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${name}@${manifest.version}`;
}

const LOCK = join(WORKSPACE, 'node_modules/.cache/folio-package-tests.lock');
const LOCK_WAIT_MS = 5 * 60_000;

/**
 * One library build at a time across test files: package tests run in parallel workers and
 * share dependencies (ui-kit's test builds formatting too), and two builds of one library would
 * write and prune the same `dist` at once.
 */
function withBuildLock<T>(work: () => T): T {
  mkdirSync(dirname(LOCK), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than the longest wait was left by a crashed run.
      if (Date.now() - statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > LOCK_WAIT_MS)
        rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited ${LOCK_WAIT_MS} ms for ${LOCK}`);
      Atomics.wait(pause, 0, 0, 250);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

export interface PackedPackage {
  name: string;
  /** Absolute path of the tarball. */
  tarball: string;
  /** Paths inside the tarball, sorted. */
  files: string[];
}

/**
 * Builds each library (workspace-relative folders, dependencies first) with its own
 * `vite build`, the command of its inferred `nx build`, and packs it into `destination`.
 */
export function buildAndPack(libraries: string[], destination: string): PackedPackage[] {
  return withBuildLock(() =>
    libraries.map((library) => {
      const dir = join(WORKSPACE, library);
      vite(['build', '--logLevel', 'warn'], dir);
      const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', destination], dir)) as [
        { name: string; filename: string; files: { path: string }[] },
      ];
      return {
        name: packed.name,
        tarball: join(destination, packed.filename),
        files: packed.files.map((file) => file.path).sort(),
      };
    }),
  );
}

export interface Consumer {
  /** The throwaway project's folder. */
  dir: string;
  /** Folder of an installed package inside it. */
  installed(name: string): string;
}

export interface ConsumerOptions {
  /** Files of the project, by relative path; package.json is written for you. */
  files: Record<string, string>;
  /** Further packages to install (exact specs, see `workspaceVersion`). */
  dependencies?: string[];
}

/** A temporary folder outside the workspace; remove it with `removeWork`. */
export function createWork(label: string): string {
  const work = mkdtempSync(join(tmpdir(), `folio-${label}-`));
  if (!relative(WORKSPACE, work).startsWith('..')) throw new Error(`${work} is inside the workspace`);
  return work;
}

export function removeWork(work: string | undefined): void {
  if (work) rmSync(work, { recursive: true, force: true });
}

/** A plain project in `work/consumer` with the tarballs and `dependencies` installed by npm. */
export function createConsumer(
  work: string,
  packed: PackedPackage[],
  { files, dependencies = [] }: ConsumerOptions,
): Consumer {
  const dir = join(work, 'consumer');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  npm(
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-update-notifier',
      ...packed.map((pkg) => pkg.tarball),
      ...dependencies,
    ],
    dir,
  );
  return { dir, installed: (name) => join(dir, 'node_modules', name) };
}

/** Every file under `dir`, as paths relative to it. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The module specifiers a built file imports (static, side-effect and dynamic imports). */
export function importSpecifiers(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** The root licence, which every published package carries word for word. */
export function rootLicence(): { field: string; text: string } {
  const manifest = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8')) as { license: string };
  return { field: manifest.license, text: readFileSync(join(WORKSPACE, 'LICENSE'), 'utf8') };
}

/** A strict tsconfig.json for a Vite + React consumer, as `npm create vite` would give it. */
export const BUNDLER_TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: 'es2023',
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    lib: ['es2023', 'dom', 'dom.iterable'],
    types: [],
    strict: true,
    // The packages' own declarations are checked too, not taken on trust.
    skipLibCheck: false,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    noUncheckedSideEffectImports: true,
    noEmit: true,
  },
  include: ['src'],
});

/** What `vite/client` declares for stylesheets, for a consumer that does not install Vite. */
export const CSS_MODULE_DECLARATIONS = "declare module '*.css';\n";

/** The page a Vite app starts from. */
export function indexHtml(entry: string): string {
  return `<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>consumer</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="${entry}"></script>\n  </body>\n</html>\n`;
}
