import { Container } from '@folio/ui-kit';
import { ButtonsSection } from './buttons-section';
import { DatePickerSection } from './date-picker-section';
import { FormSection } from './form-section';
import styles from './gallery.module.css';
import { OverlaysSection } from './overlays-section';
import { ScreensSection } from './screens-section';

const sections = [
  { id: 'buttons', label: 'Buttons' },
  { id: 'forms', label: 'Forms' },
  { id: 'date-picker', label: 'Date picker' },
  { id: 'overlays', label: 'Tooltip, dropdown, toasts' },
  { id: 'screens', label: 'Page heading, progress and error screens' },
];

/** Every @folio/ui-kit component in each of its states; served by the dev server only. */
export default function UiKitGallery() {
  return (
    <Container className={styles['page']}>
      <header className={styles['intro']}>
        <p className={styles['eyebrow']}>Development only</p>
        <h1 className={styles['title']}>UI kit</h1>
        <p className={styles['lead']}>
          The components of @folio/ui-kit in each of their states, on the site&apos;s own tokens. Production builds
          answer this address with the not-found screen.
        </p>
        <nav aria-label="Gallery sections">
          <ul className={styles['contents']}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <ButtonsSection />
      <FormSection />
      <DatePickerSection />
      <OverlaysSection />
      <ScreensSection />
    </Container>
  );
}
