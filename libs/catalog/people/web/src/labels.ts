// @folio/people/labels: the display names of genres and vendor kinds, without the people screens
// (the header's search panel loads only this).
export { genreLabel, VENDOR_KIND_LABEL } from './genres';
