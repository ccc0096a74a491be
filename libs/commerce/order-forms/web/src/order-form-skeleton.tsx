import { Container } from '@folio/ui-kit';
import layout from './order-form-layout.module.css';

const SIZE = { short: 'lineShort', title: 'lineTitle', button: 'lineButton' } as const;

const Line = ({ size }: { size?: 'short' | 'title' | 'button' }) => (
  <span className={[layout['bone'], layout['line'], size ? layout[SIZE[size]] : undefined].filter(Boolean).join(' ')} />
);

/**
 * The order form while it loads: the header band, then placeholder cards inside the page's own
 * grid and card classes, so the columns at every width are the loaded page's.
 */
export function OrderFormPageSkeleton() {
  return (
    <div role="status" aria-label="Loading order form" aria-busy="true" className={layout['still']}>
      <div className={layout['hero']}>
        <Container className={layout['heroInner']}>
          <Line size="short" />
          <Line size="title" />
          <Line />
          <Line size="short" />
        </Container>
      </div>
      <Container className={layout['body']}>
        <div className={layout['main']}>
          <ul className={layout['grid']}>
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className={layout['cell']}>
                <div className={layout['item']}>
                  <span className={[layout['picture'], layout['bone']].join(' ')} />
                  <div className={layout['itemBody']}>
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
        <div className={layout['aside']}>
          <div className={layout['policy']}>
            <Line size="short" />
            <Line />
            <Line />
          </div>
        </div>
      </Container>
    </div>
  );
}
