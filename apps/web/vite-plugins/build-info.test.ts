import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildIdOf, buildInfo, buildInfoFiles, LATEST_BUILD_FILE } from './build-info.ts';

const files = [
  { fileName: 'index.html', content: '<script src="/assets/index-abc.js"></script>' },
  { fileName: 'assets/index-abc.js', content: 'console.log(1)' },
];

describe('the build id', () => {
  it('is the same for the same output, whatever the order, and changes with any file', () => {
    expect(buildIdOf(files)).toBe(buildIdOf([...files].reverse()));
    expect(buildIdOf(files)).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf([...files, { fileName: 'assets/more-def.js', content: '' }])).not.toBe(buildIdOf(files));
    expect(buildIdOf([files[0]!, { fileName: 'assets/index-abc.js', content: 'console.log(2)' }])).not.toBe(
      buildIdOf(files),
    );
  });

  it('writes builds/latest.json and builds/meta/{id}.json, both {id, timestamp}', () => {
    const written = buildInfoFiles(files, () => 1_780_000_000_000);
    const id = buildIdOf(files);
    expect(written).toEqual([
      { fileName: 'builds/latest.json', source: JSON.stringify({ id, timestamp: 1_780_000_000_000 }) },
      { fileName: `builds/meta/${id}.json`, source: JSON.stringify({ id, timestamp: 1_780_000_000_000 }) },
    ]);
  });
});

describe('buildInfo (Vite plugin)', () => {
  it('writes the files into a real build, with an id that covers the built HTML', async () => {
    const root = mkdtempSync(join(tmpdir(), 'folio-build-info-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
    writeFileSync(join(root, 'main.js'), 'document.title = "built";');
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [buildInfo(() => 42)],
      build: { outDir: 'dist' },
    });
    const latest = JSON.parse(readFileSync(join(root, 'dist', LATEST_BUILD_FILE), 'utf8')) as {
      id: string;
      timestamp: number;
    };
    expect(latest).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), timestamp: 42 });
    expect(JSON.parse(readFileSync(join(root, 'dist', 'builds', 'meta', `${latest.id}.json`), 'utf8'))).toEqual(latest);
  });
});
