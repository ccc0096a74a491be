import { ListingPageSkeleton, SkeletonBlock, SkeletonLine, SkeletonStatus } from '@folio/catalog-kit';
import styles from './giveaways.module.css';

/** /giveaways while its list loads: the heading band and three cards' shapes. */
export function GiveawaysPageSkeleton() {
  return (
    <ListingPageSkeleton>
      <SkeletonStatus label="Loading giveaways">
        <ul className={styles['grid']}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles['cell']}>
              <div className={styles['card']}>
                <div className={styles['avatar']}>
                  <SkeletonBlock />
                </div>
                <div className={styles['cardBody']}>
                  <SkeletonLine size="short" />
                  <SkeletonLine size="title" />
                  <SkeletonLine />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </SkeletonStatus>
    </ListingPageSkeleton>
  );
}
