import { Container } from '@folio/ui-kit';
import layout from './layout.module.css';
import intro from './page-intro.module.css';
import styles from './skeletons.module.css';

/** Placeholder cards while a list loads; announced once as a status. */
export function CardGridSkeleton({
  label,
  count = 6,
  shape = 'event',
}: {
  label: string;
  count?: number;
  shape?: 'event' | 'person';
}) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={shape === 'event' ? styles['skeletonGrid'] : styles['skeletonPeople']}
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles['skeletonCard']}>
          <div className={shape === 'event' ? styles['skeletonCover'] : styles['skeletonAvatar']} />
          <div className={styles['skeletonLine']} />
          <div className={[styles['skeletonLine'], styles['skeletonShort']].join(' ')} />
        </div>
      ))}
    </div>
  );
}

/** A whole listing page loading: the heading band and a grid of placeholder cards. */
export function ListingPageSkeleton({ label, shape = 'event' }: { label: string; shape?: 'event' | 'person' }) {
  return (
    <>
      <div className={intro['intro']}>
        <Container className={intro['introInner']}>
          <div className={[styles['skeletonLine'], styles['skeletonTitle']].join(' ')} />
          <div className={[styles['skeletonLine'], styles['skeletonShort']].join(' ')} />
        </Container>
      </div>
      <Container className={layout['pageBody']}>
        <CardGridSkeleton label={label} shape={shape} />
      </Container>
    </>
  );
}

/** A profile or event page loading: a hero block and a few lines. */
export function DetailPageSkeleton({ label }: { label: string }) {
  return (
    <Container className={layout['pageBody']}>
      <div role="status" aria-label={label} aria-busy="true" className={styles['skeletonDetail']}>
        <div className={styles['skeletonHero']} />
        <div className={[styles['skeletonLine'], styles['skeletonTitle']].join(' ')} />
        <div className={styles['skeletonLine']} />
        <div className={[styles['skeletonLine'], styles['skeletonShort']].join(' ')} />
      </div>
    </Container>
  );
}
