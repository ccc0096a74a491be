import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAndPack,
  createConsumer,
  createWork,
  importSpecifiers,
  listFiles,
  node,
  removeWork,
  rootLicence,
  tsc,
  WORKSPACE,
  type Consumer,
  type PackedPackage,
} from '../../../../tools/vitest/pack-harness.ts';

// The published shape, end to end: build, `npm pack`, install the tarball into a throwaway
// TypeScript project outside the workspace, typecheck it strictly and run it with plain Node
// (no bundler: the package is platform neutral and must work as Node loads it).

const LIB = join(WORKSPACE, 'libs/shared/formatting');
const PACKAGE = '@folio/formatting';

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

const TSCONFIG = {
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
};

let work: string | undefined;
let consumer: Consumer;
let packedFiles: string[];
let packedName: string;
let printed: string[];

beforeAll(() => {
  work = createWork('formatting-pack');
  const packed = buildAndPack(['libs/shared/formatting'], work);
  [{ name: packedName, files: packedFiles }] = packed as [PackedPackage];
  consumer = createConsumer(work, packed, {
    files: { 'tsconfig.json': JSON.stringify(TSCONFIG), 'main.ts': CONSUMER_MAIN },
  });
  tsc(['-p', consumer.dir], consumer.dir);
  printed = JSON.parse(node([join(consumer.dir, 'out/main.js')], consumer.dir)) as string[];
}, 240_000);

afterAll(() => removeWork(work));

const installed = () => consumer.installed(PACKAGE);

describe('the published package', () => {
  it('ships only compiled ESM with declarations, the manifest, the README and the licence', () => {
    expect(packedName).toBe(PACKAGE);
    for (const path of packedFiles) {
      expect(path).toMatch(/^(package\.json|README\.md|LICENSE|dist\/[a-z-]+\.(js|d\.ts))$/);
    }
    expect(packedFiles).toContain('LICENSE');
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
    expect(manifest['license']).toBe(rootLicence().field);
    expect(readFileSync(join(installed(), 'LICENSE'), 'utf8')).toBe(rootLicence().text);
    expect(manifest['type']).toBe('module');
    const conditions = Object.keys((manifest['exports'] as Record<string, object>)['.'] ?? {});
    expect(conditions.indexOf('types')).toBeLessThan(conditions.indexOf('import'));

    for (const file of listFiles(join(installed(), 'dist'))) {
      const code = readFileSync(join(installed(), 'dist', file), 'utf8');
      for (const specifier of importSpecifiers(code)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(file.endsWith('.d.ts') ? /^\.\// : /^(\.\/|luxon$)/);
      }
    }
  });

  it('is a real copy inside the throwaway project, not a link to the workspace', () => {
    expect(lstatSync(installed()).isSymbolicLink()).toBe(false);
    expect(relative(WORKSPACE, consumer.dir).startsWith('..')).toBe(true);
    expect(printed[4]).toBe(pathToFileURL(join(installed(), 'dist/index.js')).href);
  });

  it('typechecks strictly in a nodenext project and prints the spec texts when run', () => {
    expect(printed.slice(0, 4)).toEqual([
      '£1,234.50 GBP',
      'January 5, 2024',
      '1 day 3 hours 59 minutes left',
      'Closed',
    ]);
  });
});
