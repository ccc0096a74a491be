// Public API of @folio/catalog-kit-server: what several catalog domains' servers share (SQL and
// search helpers, zoned times, generated SVGs, demo-data helpers and the shell's dependencies).
export type { CatalogDeps } from './catalog-deps.js';
export { at, webQuery, direction, pageMeta, offsetOf, rowsOf, qualified, sortKey, type Page } from './sql-helpers.js';
export { SEARCH_CONFIG, searchVector, searchName, foldQuery } from './search-columns.js';
export {
  rankedSearch,
  inOrder,
  FUZZY_THRESHOLD,
  type Searchable,
  type KindHits,
  type SearchHits,
  type SearchSource,
} from './ranked-search.js';
export { toZonedIso, zonedToInstant, utcDate } from './zoned-time.js';
export { coverSvg, type CoverInput } from './svg/cover.svg.js';
export { avatarSvg, initialsOf } from './svg/avatar.svg.js';
export { slugify, slugRegistry } from './slugify.js';
export { CITIES, type CityData } from './demo-cities.js';
export { slugOf, svgIdOf, svgResponse, type GeneratedImage } from './route-helpers.js';
export { imageVersion } from './svg/image-version.js';
