import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Libraries that insert a constant <style> element at run time. The CSP allows no inline style,
 * so the exact text of each is allowed by its hash instead: the build writes `csp-hashes.json`
 * and the API adds those hashes, and only those, to `style-src`.
 */
export const INLINE_STYLE_SOURCES: ReadonlyArray<{ module: string; pattern: RegExp; appendsEmptyFirst?: boolean }> = [
  // sonner calls __insertCSS("...") once when its module loads. It appends the <style> to the head
  // before giving it its text, and the browser checks that empty element against the CSP too.
  { module: 'sonner', pattern: /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g, appendsEmptyFirst: true },
];

export const CSP_HASHES_FILE = 'csp-hashes.json';

export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The inline styles a library's built module inserts, as CSP hash sources. */
export function inlineStyleHashes(moduleSource: string, pattern: RegExp): string[] {
  return [...moduleSource.matchAll(pattern)].map((match) => styleHash(JSON.parse(match[1] ?? '""') as string));
}

/** Every hash the bundled libraries need: their stylesheets, and the empty one some append first. */
export function styleSourcesFor(modules: readonly string[], readSource: (module: string) => string): string[] {
  const sources = INLINE_STYLE_SOURCES.filter(({ module }) => modules.includes(module));
  const hashes = sources.flatMap(({ module, pattern }) => inlineStyleHashes(readSource(module), pattern));
  if (sources.some(({ appendsEmptyFirst }) => appendsEmptyFirst)) hashes.push(styleHash(''));
  return [...new Set(hashes)];
}

export function cspStyleHashes(): Plugin {
  const bundled = new Set<string>();
  return {
    name: 'folio:csp-style-hashes',
    apply: 'build',
    moduleParsed(info) {
      for (const { module } of INLINE_STYLE_SOURCES) {
        if (info.id.includes(`/node_modules/${module}/`)) bundled.add(module);
      }
    },
    generateBundle() {
      const require = createRequire(import.meta.url);
      const hashes = styleSourcesFor([...bundled], (module) => readFileSync(require.resolve(module), 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: CSP_HASHES_FILE,
        source: JSON.stringify({ 'style-src': hashes }, null, 2),
      });
    },
  };
}
