// Build step (after the bundle): writes the migrated PGlite template next to the bundle, so a
// fresh data folder starts from it instead of PGlite's initdb and the migrations. See
// `writeMigratedTemplate` in @folio/db; the server finds it with `templateDir`.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeMigratedTemplate } from '@folio/db';

const file = await writeMigratedTemplate(dirname(fileURLToPath(import.meta.url)));
console.log(`PGlite template: ${file}`);
