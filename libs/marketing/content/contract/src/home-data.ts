// Plain constants of the home page, apart from its schemas: the first page imports the element id,
// and a module of schemas would bring them all along (valibot's calls are not tree-shaken).

/** The id of the JSON the server embeds in `/`'s HTML (`HomeResponse`), read once by the first page. */
export const HOME_DATA_ELEMENT_ID = 'folio-home-data';

/** How many of each the home page shows. */
export const HOME_LIMITS = { events: 6, authors: 4, giveaways: 3, posts: 3 } as const;
