// The long date of spec section 9 ('MMMM d, yyyy', read in UTC), as `formatLongDate` of
// @folio/formatting gives it, through the browser's own Intl: that one is built on luxon, which
// would add about 20 kB (brotli) to the blog's pages for two dates a post.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'November 17, 2026' for an ISO instant. */
export function longDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}
