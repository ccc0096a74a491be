import {
  Button,
  ErrorScreen,
  ForbiddenScreen,
  NotFoundScreen,
  PageBody,
  PageHeading,
  TopProgressBar,
} from '@folio/ui-kit';
import { useState } from 'react';
import { Demo, GallerySection } from './gallery-section';
import styles from './gallery.module.css';

export function ScreensSection() {
  const [loading, setLoading] = useState(false);
  return (
    <GallerySection
      id="screens"
      title="Page heading, progress bar and error screens"
      text="The heading band of the cart, checkout and order pages. The bar along the top appears only when a load outlasts 200 ms. The three error screens of spec section 2."
    >
      <div className={styles['grid']}>
        <Demo
          title="Page heading and body"
          caption="Eyebrow, title and lead; the body's sections follow in one column."
          span="wide"
        >
          <div className={styles['screenFrame']}>
            <PageHeading eyebrow="Maya Quill" title="Checkout" lead={<p>Maya Quill at Chicago Signing Social</p>} />
            <PageBody>
              <p>The page&apos;s sections.</p>
            </PageBody>
          </div>
        </Demo>
        <Demo title="Top progress bar" caption="Shown at the top of this window while on." span="wide">
          <div className={styles['row']}>
            <Button variant="secondary" aria-pressed={loading} onClick={() => setLoading((on) => !on)}>
              {loading ? 'Stop loading' : 'Start loading'}
            </Button>
          </div>
          <TopProgressBar active={loading} />
        </Demo>
        <Demo title="404" span="wide">
          <div className={styles['screenFrame']}>
            <NotFoundScreen message="Page not found: /some/missing/page" />
          </div>
        </Demo>
        <Demo title="403" span="wide">
          <div className={styles['screenFrame']}>
            <ForbiddenScreen />
          </div>
        </Demo>
        <Demo title="Any other status" span="wide">
          <div className={styles['screenFrame']}>
            <ErrorScreen statusCode={502} statusMessage="Bad Gateway" />
          </div>
        </Demo>
      </div>
    </GallerySection>
  );
}
