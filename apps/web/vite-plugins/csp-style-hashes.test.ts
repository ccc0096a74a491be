import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_SOURCES, inlineStyleHashes, styleHash, styleSourcesFor } from './csp-style-hashes.ts';

describe('inline style hashes for the CSP', () => {
  it('hashes the exact text a library inserts', () => {
    const source = 'x();__insertCSS(".a{color:red}\\n.b{content:\\"\\"}");y()';
    expect(inlineStyleHashes(source, /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)).toEqual([
      styleHash('.a{color:red}\n.b{content:""}'),
    ]);
  });

  it('finds the stylesheet in the installed sonner, so an upgrade that changes how it injects fails here', () => {
    const sonner = INLINE_STYLE_SOURCES.find((s) => s.module === 'sonner')!;
    const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
    const hashes = inlineStyleHashes(source, sonner.pattern);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('also allows the empty <style> sonner appends before filling it, which the browser checks too', () => {
    const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
    // The order that makes the browser see an empty element first.
    expect(source.indexOf('head.appendChild(style)')).toBeLessThan(source.indexOf('document.createTextNode(code)'));

    const hashes = styleSourcesFor(['sonner'], () => source);

    expect(hashes).toContain(styleHash(''));
    expect(hashes).toContain(inlineStyleHashes(source, INLINE_STYLE_SOURCES[0]!.pattern)[0]);
    expect(styleHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('allows nothing for libraries that are not in the bundle', () => {
    expect(styleSourcesFor([], () => '')).toEqual([]);
  });
});
