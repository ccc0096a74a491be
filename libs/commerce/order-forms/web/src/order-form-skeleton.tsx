import { Container } from '@folio/ui-kit';
import styles from './order-form-page.module.css';

const Line = ({ size }: { size?: 'short' | 'title' | 'button' }) => (
  <span className={[styles['bone'], styles['line'], size ? styles[size] : undefined].filter(Boolean).join(' ')} />
);

/**
 * The order form while it loads: the header band, then placeholder cards inside the page's own
 * grid and card classes, so the columns at every width are the loaded page's.
 */
export function OrderFormPageSkeleton() {
  return (
    <div role="status" aria-label="Loading order form" aria-busy="true" className={styles['still']}>
      <div className={styles['hero']}>
        <Container className={styles['heroInner']}>
          <Line size="short" />
          <Line size="title" />
          <Line />
          <Line size="short" />
        </Container>
      </div>
      <Container className={styles['body']}>
        <div className={styles['main']}>
          <ul className={styles['grid']}>
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={styles['cell']}>
                <div className={styles['item']}>
                  <span className={[styles['picture'], styles['bone']].join(' ')} />
                  <div className={styles['itemBody']}>
                    <Line size="title" />
                    <Line size="short" />
                    <Line />
                    <Line size="button" />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles['aside']}>
          <div className={styles['policy']}>
            <Line size="short" />
            <Line />
            <Line />
          </div>
        </div>
      </Container>
    </div>
  );
}
