import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';
import { seedHistory } from './seed-history.table.js';
import { templateFileName, writeMigratedTemplate } from './template.js';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `folio-${name}-`));

describe('a fresh PGlite data folder with the migrated template', () => {
  it('starts from the template, is fully migrated, and keeps what is written across restarts', async () => {
    const templateDir = tempDir('template');
    await writeMigratedTemplate(templateDir);
    expect(readdirSync(templateDir)).toEqual([templateFileName()]);
    const dataDir = join(tempDir('data'), 'data');

    const first = await openDatabase({ kind: 'pglite', dataDir }, { templateDir });
    expect(first.fromTemplate).toBe(true);
    await migrate(first);
    const result = (await first.db.execute(
      sql`select similarity('Romantasy', 'Romantasi') > 0.4 as close, unaccent('Brontë') as folded`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ close: true, folded: 'Bronte' });
    await first.db.insert(seedHistory).values({ name: 'written-after-template' });
    await first.close();

    // An existing folder is opened as it is: the template never replaces data.
    const second = await openDatabase({ kind: 'pglite', dataDir }, { templateDir });
    expect(second.fromTemplate).toBe(false);
    expect((await second.db.select().from(seedHistory)).map((r) => r.name)).toEqual(['written-after-template']);
    await second.close();
  }, 60_000);

  it('ignores a template of another migration history, or a damaged one, and creates the folder as usual', async () => {
    const templateDir = tempDir('template');
    writeFileSync(join(templateDir, 'pglite-template-0000000000000000.tar.gz'), 'from another history');
    const other = await openDatabase({ kind: 'pglite', dataDir: join(tempDir('data'), 'data') }, { templateDir });
    expect(other.fromTemplate).toBe(false);
    await other.close();

    writeFileSync(join(templateDir, templateFileName()), 'not a tarball');
    const damaged = await openDatabase({ kind: 'pglite', dataDir: join(tempDir('data'), 'data') }, { templateDir });
    expect(damaged.fromTemplate).toBe(false);
    await migrate(damaged);
    expect(await damaged.db.select().from(seedHistory)).toEqual([]);
    await damaged.close();
  }, 60_000);
});
