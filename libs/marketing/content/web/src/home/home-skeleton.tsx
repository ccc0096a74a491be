import { SkeletonLine, SkeletonStatus } from '@folio/catalog-kit';
import { Container } from '@folio/ui-kit';
import styles from './home-page.module.css';

/** The home page while its feed loads (a visit after the first, which drew from the HTML). */
export function HomePageSkeleton() {
  return (
    <section className={styles['hero']}>
      <Container>
        <SkeletonStatus label="Loading the home page">
          <SkeletonLine size="short" />
          <SkeletonLine size="title" />
          <SkeletonLine />
          <SkeletonLine />
        </SkeletonStatus>
      </Container>
    </section>
  );
}
