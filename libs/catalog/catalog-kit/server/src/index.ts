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
export { slugify, slugRegistry } from './slugify.js';
export { CITIES, type CityData } from './demo-cities.js';
export { slugOf } from './route-helpers.js';
// The generated pictures moved to @folio/server-kit (commerce draws them too); catalog code keeps
// importing them from here.
export {
  coverSvg,
  avatarSvg,
  initialsOf,
  imageVersion,
  svgIdOf,
  svgResponse,
  type CoverInput,
  type GeneratedImage,
} from '@folio/server-kit';
