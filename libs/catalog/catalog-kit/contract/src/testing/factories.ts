import type { PaginationMeta } from '@folio/http-contract';

/*
 * Example catalog answers, shaped exactly as the contracts' schemas say (the fake http client
 * parses every answer with the schema the code asks for, as the real one does). Each call gives
 * fresh ids and slugs unless overridden. The domains' own examples (`anEvent`, `anAuthor`, …) are
 * in their packages' `./testing` entries and build on these.
 */

let sequence = 0;
/** A number no earlier call had: for unique names and ids. */
export const nextExampleNumber = () => ++sequence;

/** A valid, unique UUID. */
export function exampleId(): string {
  return `00000000-0000-4000-8000-${String(nextExampleNumber()).padStart(12, '0')}`;
}

/** A slug made of a name the way the examples need it (not the server's slugify). */
export const exampleSlugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function aPage<T>(data: T[], meta: Partial<PaginationMeta> = {}): { data: T[]; meta: PaginationMeta } {
  const perPage = meta.per_page ?? Math.max(data.length, 12);
  const total = meta.total ?? data.length;
  return {
    data,
    meta: {
      current_page: 1,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      ...meta,
    },
  };
}
