/**
 * The id of the JSON data block the server writes into every page's HTML: the browser's runtime
 * settings (`PublicConfig`). Nothing secret goes in it. A module of its own, without schemas, so
 * reading the block costs the first page nothing but this name.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'folio-config';
