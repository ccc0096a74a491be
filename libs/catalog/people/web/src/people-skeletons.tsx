import { ListingPageSkeleton, SkeletonBlock, SkeletonLine, SkeletonStatus } from '@folio/catalog-kit';
import styles from './person-card.module.css';

export type PeopleGridSize = 'default' | 'compact';

/** The people grid's class: `compact` for the smaller reader cards. `PeopleGrid` and its placeholder share it. */
export function peopleGridClass(size: PeopleGridSize): string | undefined {
  return size === 'compact' ? styles['compactGrid'] : styles['grid'];
}

/**
 * Placeholder people cards in the people grid, with the grid's, cells' and cards' own classes, so
 * they have the list's columns at every width (two side by side on phones) and its card shape.
 */
export function PeopleGridSkeleton({
  label,
  size = 'default',
  count = 8,
}: {
  label: string;
  size?: PeopleGridSize;
  count?: number;
}) {
  const compact = size === 'compact';
  return (
    <SkeletonStatus label={label} className={peopleGridClass(size)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles['cell']}>
          <div className={[styles['card'], compact ? styles['compact'] : undefined].filter(Boolean).join(' ')}>
            <div className={[styles['avatar'], compact ? styles['small'] : undefined].filter(Boolean).join(' ')}>
              <SkeletonBlock />
            </div>
            <SkeletonLine size="short" />
            {compact ? null : <SkeletonLine />}
            <SkeletonLine size="short" />
            {compact ? null : <SkeletonLine size="short" />}
          </div>
        </div>
      ))}
    </SkeletonStatus>
  );
}

/** /authors or /vendors loading: the heading band and placeholder cards in the people grid. */
export function PeopleListingPageSkeleton({ label }: { label: string }) {
  return (
    <ListingPageSkeleton>
      <PeopleGridSkeleton label={label} />
    </ListingPageSkeleton>
  );
}
