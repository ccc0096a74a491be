/*
 * The paging limits as plain numbers, apart from the schemas: the web app's `validateSearch`
 * schemas run in every page's entry code and need only these, and a module is bundled whole.
 */

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

/**
 * The last page any list serves. Lists page with OFFSET (page - 1) * per_page, and a page past
 * 64 bits of offset (`?page=1e20`) failed in the database as a 500; capped here, the offset stays
 * under 1,000,000 (a 32-bit int many times over), and no one pages 10,000 deep by hand.
 */
export const MAX_PAGE = 10_000;
