import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMigratedTemplate, migrationsDigest } from '../template.js';

let cached: Promise<Blob> | undefined;

/**
 * The migrated, empty PGlite template (see template.ts), so every test file can afford its own
 * fresh database. Shared across test workers through a file in the temp folder, keyed by the
 * migration history.
 */
export function migratedSnapshot(): Promise<Blob> {
  cached ??= (async () => {
    const file = join(tmpdir(), `folio-pglite-${migrationsDigest()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const blob = await createMigratedTemplate();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, file);
      return blob;
    }
  })();
  return cached;
}
