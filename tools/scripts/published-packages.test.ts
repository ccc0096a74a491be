import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootLicence, WORKSPACE } from '../../tools/vitest/pack-harness.ts';

// One licence story and one build for every package that leaves the repo. A library is published
// exactly when its package.json is not `private`; each published one carries the root's licence
// field and LICENSE text, goes only to the private registry (`access: restricted`), builds with
// the shared library build, and depends on no private workspace package.

interface Manifest {
  name: string;
  private?: boolean;
  license?: string;
  publishConfig?: { access?: string };
  files?: string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const libraries = globSync('libs/**/package.json', {
  cwd: WORKSPACE,
  exclude: ['**/node_modules/**', '**/dist/**'],
}).map((path) => ({
  dir: dirname(path),
  manifest: JSON.parse(readFileSync(join(WORKSPACE, path), 'utf8')) as Manifest,
}));
const published = libraries.filter(({ manifest }) => manifest.private !== true);
const privateNames = new Set(
  libraries.filter(({ manifest }) => manifest.private === true).map(({ manifest }) => manifest.name),
);

describe('published packages', () => {
  it('are the libraries that are not private, at least the shared ones with package tests', () => {
    const names = published.map(({ manifest }) => manifest.name);
    expect(names).toEqual(
      expect.arrayContaining(['@folio/formatting', '@folio/ui-kit', '@folio/http', '@folio/http-contract']),
    );
  });

  it.each(published)(
    '$manifest.name carries the root licence and goes to the private registry only',
    ({ dir, manifest }) => {
      const { field, text } = rootLicence();
      expect(manifest.license).toBe(field);
      expect(readFileSync(join(WORKSPACE, dir, 'LICENSE'), 'utf8')).toBe(text);
      expect(manifest.publishConfig?.access).toBe('restricted');
    },
  );

  it.each(published)(
    '$manifest.name ships its build, not its sources, made by the shared library build',
    ({ dir, manifest }) => {
      // Runtime data such as @folio/db's migrations may be listed too.
      expect(manifest.files).toEqual(expect.arrayContaining(['dist', '!**/*.tsbuildinfo', '!**/*.map']));
      expect(manifest.files?.filter((entry) => /^!?src\b/.test(entry))).toEqual([]);
      expect(readFileSync(join(WORKSPACE, dir, 'vite.config.ts'), 'utf8')).toContain(
        'folioLibrary(import.meta.dirname)',
      );
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        if (typeof target === 'string') continue;
        expect(target['@folio/source'], subpath).toMatch(/^\.\/src\//);
        expect(target['import'] ?? target['default'], subpath).toMatch(/^\.\/dist\//);
      }
      expect(existsSync(join(WORKSPACE, dir, 'README.md'))).toBe(true);
    },
  );

  it.each(published)('$manifest.name depends on no private workspace package', ({ manifest }) => {
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    expect(dependencies.filter((name) => privateNames.has(name))).toEqual([]);
  });
});
