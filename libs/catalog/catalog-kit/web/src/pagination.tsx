import type { PaginationMeta } from '@folio/http-contract';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '@folio/ui-kit';
import styles from './pagination.module.css';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, last: number): Array<number | 'gap'> {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous > 1) result.push(page - previous === 2 ? previous + 1 : 'gap');
    result.push(page);
  }
  return result;
}

/** The search of the current URL with another page; page 1 is the address without `page`. */
function toPage(page: number) {
  return (previous: Record<string, unknown>) => ({ ...previous, page: page === 1 ? undefined : page });
}

export interface PaginationProps {
  meta: PaginationMeta;
  /** What the pages are of, for the landmark's name: "Events pages". */
  label: string;
}

/** Previous, numbered and next links that change `page` in the URL, keeping every other filter. */
export function Pagination({ meta, label }: PaginationProps) {
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className={styles['pagination']}>
      <ul className={styles['pageList']}>
        <li>
          {current > 1 ? (
            <Link to="." search={toPage(Math.min(current - 1, last))} className={styles['pageStep']} rel="prev">
              <ArrowLeftIcon />
              <span>Previous</span>
            </Link>
          ) : (
            <span className={styles['pageStep']} aria-disabled="true">
              <ArrowLeftIcon />
              <span>Previous</span>
            </span>
          )}
        </li>
        {pageWindow(Math.min(current, last), last).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className={styles['pageGap']} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page} className={styles['pageNumberItem']}>
              {page === current ? (
                <span className={styles['pageNumber']} aria-current="page" aria-label={`Page ${page}`}>
                  {page}
                </span>
              ) : (
                <Link
                  to="."
                  search={toPage(page)}
                  className={styles['pageNumber']}
                  aria-label={`Page ${page}`}
                  activeOptions={{ exact: true, includeSearch: true }}
                >
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to="." search={toPage(current + 1)} className={styles['pageStep']} rel="next">
              <span>Next</span>
              <ArrowRightIcon />
            </Link>
          ) : (
            <span className={styles['pageStep']} aria-disabled="true">
              <span>Next</span>
              <ArrowRightIcon />
            </span>
          )}
        </li>
      </ul>
      <p className={styles['pageSummary']}>
        Page {current} of {last}
      </p>
    </nav>
  );
}

/** "Showing 13–20 of 20 events" for the top of a list. */
export function rangeSummary(meta: PaginationMeta, noun: { one: string; many: string }): string {
  if (meta.total === 0) return `No ${noun.many}`;
  const first = (meta.current_page - 1) * meta.per_page + 1;
  const lastShown = Math.min(meta.current_page * meta.per_page, meta.total);
  const word = meta.total === 1 ? noun.one : noun.many;
  if (first > meta.total) return `${meta.total} ${word}`;
  return first === lastShown && meta.total === 1
    ? `1 ${word}`
    : `Showing ${first}–${lastShown} of ${meta.total} ${word}`;
}
