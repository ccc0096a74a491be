import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrate.js';
import { pgliteExtensions } from './pglite-extensions.js';

/**
 * A digest of every migration file: a template (or test snapshot) made from another migration
 * history is never used.
 */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite data folder with every migration applied, as a tarball. PGlite's initdb plus
 * the migrations take seconds; unpacking this into a fresh folder takes a fraction of that.
 */
export async function createMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** The file name of the template for the current migration history. */
export function templateFileName(digest = migrationsDigest()): string {
  return `pglite-template-${digest}.tar.gz`;
}

/**
 * Writes the template for the current migration history into `dir` (the API build does this), and
 * returns its path. Written beside and renamed, so a reader never sees half a file.
 */
export async function writeMigratedTemplate(dir: string): Promise<string> {
  const file = join(dir, templateFileName());
  const tarball = new Uint8Array(await (await createMigratedTemplate()).arrayBuffer());
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, gzipSync(tarball));
  renameSync(partial, file);
  return file;
}

/** The template for the current migration history in `dir`, or undefined when there is none. */
export function readMigratedTemplate(dir: string): Blob | undefined {
  try {
    return new Blob([gunzipSync(readFileSync(join(dir, templateFileName())))]);
  } catch {
    return undefined;
  }
}
