import { SkeletonBlock, SkeletonLine, SkeletonStatus, SkeletonText } from '@folio/catalog-kit';
import styles from './search.module.css';

/**
 * The search page's results loading: placeholder groups in the results' own page layout (a card
 * per group, two side by side on wide screens), each with rows shaped like a result's.
 */
export function SearchResultsSkeleton({
  label,
  groups = 2,
  rows = 3,
}: {
  label: string;
  groups?: number;
  rows?: number;
}) {
  return (
    <SkeletonStatus label={label} className={[styles['groups'], styles['pageGroups']].join(' ')}>
      {Array.from({ length: groups }, (_, group) => (
        <div key={group} className={styles['group']}>
          <div className={styles['groupHeader']}>
            <SkeletonText>
              <SkeletonLine size="short" />
            </SkeletonText>
          </div>
          <div className={styles['items']}>
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className={styles['item']}>
                <span className={styles['thumbRound']}>
                  <SkeletonBlock />
                </span>
                <SkeletonText>
                  <SkeletonLine />
                  <SkeletonLine size="short" />
                </SkeletonText>
              </div>
            ))}
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}
