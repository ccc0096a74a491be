import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published shape, end to end: build, `npm pack`, install the tarball into a throwaway
// TypeScript project outside the workspace, typecheck it strictly and run it.

const LIB = resolve(import.meta.dirname, '..');
const WORKSPACE = resolve(LIB, '../../..');
const TSC = join(WORKSPACE, 'node_modules/typescript/bin/tsc');
const PACKAGE = '@folio/formatting';

/** The npm settings the machine gives every npm run; everything else npm_* is per-invocation. */
const KEPT_NPM_SETTINGS = new Set([
  'npm_config_cache',
  'npm_config_userconfig',
  'npm_config_globalconfig',
  'npm_config_registry',
  'npm_config_cafile',
]);

/**
 * The environment for child npm runs, without what the npm/npx that started the tests exported
 * (npm_config_local_prefix, for one, would point the child at the workspace) and without
 * NODE_PATH, so the throwaway project can only see its own node_modules.
 */
function childEnv(): NodeJS.ProcessEnv {
  const entries = Object.entries(process.env).filter(
    ([key]) => key !== 'NODE_PATH' && (!/^npm_/i.test(key) || KEPT_NPM_SETTINGS.has(key.toLowerCase())),
  );
  return Object.fromEntries(entries);
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, env: childEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function node(args: string[], cwd: string): string {
  return execFileSync(process.execPath, args, { cwd, env: childEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const CONSUMER_MAIN = `import { closingCountdown, formatCurrency, formatLongDate, type DateInput } from '@folio/formatting';

declare const console: { log(...values: unknown[]): void };

const deadline: DateInput = '2024-01-05';
const lines: string[] = [
  formatCurrency(1234.5, 'gbp'),
  formatLongDate('2024-01-05'),
  closingCountdown(deadline, { closed: false }, new Date('2024-01-04T20:00:00Z')),
  closingCountdown(deadline, { closed: true }),
  (import.meta as unknown as { resolve(specifier: string): string }).resolve('@folio/formatting'),
];
console.log(JSON.stringify(lines));

export function neverCalled(): void {
  // @ts-expect-error the declarations are real: an amount must be a number.
  formatCurrency('12');
  // @ts-expect-error the countdown options are typed too.
  closingCountdown(deadline, { closed: 'yes' });
}
`;

interface PackedFile {
  path: string;
}

let work: string;
let consumer: string;
let packedFiles: string[];
let packedName: string;
let printed: string[];

beforeAll(() => {
  // Same command as the inferred `nx build formatting`; incremental, so a no-op when up to date.
  node([TSC, '-b', 'tsconfig.lib.json'], LIB);

  work = mkdtempSync(join(tmpdir(), 'folio-formatting-pack-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], LIB)) as [
    { name: string; filename: string; files: PackedFile[] },
  ];
  packedName = packed.name;
  packedFiles = packed.files.map((file) => file.path).sort();

  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2023',
        lib: ['es2023'],
        types: [],
        strict: true,
        skipLibCheck: false,
        noEmitOnError: true,
        rootDir: '.',
        outDir: 'out',
      },
      files: ['main.ts'],
    }),
  );
  writeFileSync(join(consumer, 'main.ts'), CONSUMER_MAIN);
  // luxon comes from the npm cache the workspace install filled; the network only if it is not there.
  npm(
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', join(work, packed.filename)],
    consumer,
  );
  node([TSC, '-p', consumer], consumer);
  printed = JSON.parse(node([join(consumer, 'out/main.js')], consumer)) as string[];
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const installed = () => join(consumer, 'node_modules', PACKAGE);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe('the published package', () => {
  it('ships only compiled ESM with declarations, the manifest and the README', () => {
    expect(packedName).toBe(PACKAGE);
    for (const path of packedFiles) {
      expect(path).toMatch(/^(package\.json|README\.md|LICENSE|dist\/[a-z-]+\.(js|d\.ts))$/);
    }
    const sources = readdirSync(join(LIB, 'src')).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    for (const source of sources) {
      expect(packedFiles).toContain(`dist/${source.replace(/\.ts$/, '.js')}`);
      expect(packedFiles).toContain(`dist/${source.replace(/\.ts$/, '.d.ts')}`);
    }
    expect(packedFiles).toContain('README.md');
  });

  it('depends on luxon only, and its code imports nothing else from outside', () => {
    const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(manifest['dependencies'] as object)).toEqual(['luxon']);
    expect(manifest['peerDependencies']).toBeUndefined();
    expect(manifest['private']).toBeUndefined();
    expect(manifest['type']).toBe('module');
    const conditions = Object.keys((manifest['exports'] as Record<string, object>)['.'] ?? {});
    expect(conditions.indexOf('types')).toBeLessThan(conditions.indexOf('import'));

    for (const file of listFiles(join(installed(), 'dist'))) {
      const code = readFileSync(join(installed(), 'dist', file), 'utf8');
      const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
      for (const specifier of specifiers) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(file.endsWith('.d.ts') ? /^\.\// : /^(\.\/|luxon$)/);
      }
    }
  });

  it('is a real copy inside the throwaway project, not a link to the workspace', () => {
    expect(lstatSync(installed()).isSymbolicLink()).toBe(false);
    expect(relative(WORKSPACE, consumer).startsWith('..')).toBe(true);
    expect(printed[4]).toBe(pathToFileURL(join(installed(), 'dist/index.js')).href);
  });

  it('typechecks strictly in a nodenext project and prints the spec texts when run', () => {
    expect(printed.slice(0, 4)).toEqual(['£1,234.50 GBP', 'January 5, 2024', '1 day 3 hours 59 minutes left', 'Closed']);
  });
});
