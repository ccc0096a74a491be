import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions } from '../database.js';
import { migrationsFolder } from '../migrate.js';

/** A digest of every migration file, so a changed history never reuses an old snapshot. */
function migrationsDigest(): string {
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

let cached: Promise<Blob> | undefined;

/**
 * A migrated, empty PGlite data folder as a tarball. initdb plus migrations cost seconds; loading
 * this costs a fraction of that, so every test file can afford its own fresh database. Shared
 * across test workers through a file in the temp folder, keyed by the migration history.
 */
export function migratedSnapshot(): Promise<Blob> {
  cached ??= (async () => {
    const file = join(tmpdir(), `folio-pglite-${migrationsDigest()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const client = await PGlite.create({ extensions: pgliteExtensions });
      await migrate(drizzle({ client }), { migrationsFolder });
      const blob = await client.dumpDataDir('none');
      await client.close();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, file);
      return blob;
    }
  })();
  return cached;
}
