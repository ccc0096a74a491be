import styles from './home-page.module.css';

/**
 * The home page while its feed loads (a visit after the first, which drew from the HTML): the
 * hero's shape in quiet bars. Drawn with the page's own styles, so it adds no module to `/`.
 */
export function HomePageSkeleton() {
  return (
    <section className={styles['hero']}>
      <div role="status" aria-label="Loading the home page" aria-busy="true" className={styles['skeleton']}>
        <span className={`${styles['bar']} ${styles['barShort']}`} />
        <span className={`${styles['bar']} ${styles['barTitle']}`} />
        <span className={styles['bar']} />
        <span className={styles['bar']} />
      </div>
    </section>
  );
}
