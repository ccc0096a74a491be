import { AnchorButton, Button, buttonSizes, LinkButton, type ButtonVariant } from '@folio/ui-kit';
import { Demo, GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const variants: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost'];

export function ButtonsSection() {
  return (
    <GallerySection
      id="buttons"
      title="Buttons"
      text="Button, LinkButton (router links) and AnchorButton (plain addresses) share one look: seven sizes and four variants."
    >
      <div className={styles['grid']}>
        {variants.map((variant) => (
          <Demo key={variant} title={`Button, ${variant}`} caption="xs, sm, md, lg, xl, 2xl, 3xl">
            <div className={styles['row']}>
              {buttonSizes.map((size) => (
                <Button key={size} size={size} variant={variant}>
                  {size}
                </Button>
              ))}
            </div>
          </Demo>
        ))}
        <Demo title="LinkButton in every size" caption="The router's Link with a button's look.">
          <div className={styles['row']}>
            {buttonSizes.map((size) => (
              <LinkButton key={size} to="/" size={size} variant="secondary">
                {`Home ${size}`}
              </LinkButton>
            ))}
          </div>
        </Demo>
        <Demo title="Inverse, on a dark band" caption="For the footer and dark heroes.">
          <div className={`${styles['row']} ${styles['sunken']}`}>
            <AnchorButton href="/events" variant="inverse">
              Explore events
            </AnchorButton>
            <Button variant="inverse" size="sm">
              Follow
            </Button>
          </div>
        </Demo>
        <Demo title="States" caption="Disabled, and full width.">
          <div className={styles['row']}>
            <Button disabled>Sold out</Button>
            <Button variant="secondary" disabled>
              Unavailable
            </Button>
          </div>
          <Button block>Preorder a signed copy</Button>
        </Demo>
      </div>
    </GallerySection>
  );
}
