// B9 baseline: PGlite's own start. Opens (creating if missing) the data folder given as the first
// argument, runs `select 1` and exits; cold-start.mjs times it from spawn to exit.
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node pglite-start.mjs <data-dir>');
const db = await PGlite.create(dir);
await db.query('select 1');
// Like the API before its first 200: no close. `--close` also closes (flushes) the folder, so a
// later start can reopen it.
if (process.argv.includes('--close')) await db.close();
process.exit(0);
