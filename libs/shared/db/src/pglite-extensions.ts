import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The PostgreSQL extensions the schema uses (created by a migration): trigram similarity for
 * typo-tolerant search, accent folding, case-insensitive text. PGlite must load them itself.
 */
export const pgliteExtensions = { pg_trgm, unaccent, citext };
