import { Card, Container, Logo } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { PageOutlet } from '../shell/page-outlet';
import { BareMain, PageShell } from '../shell/page-shell';
import styles from '../shell/shell.module.css';

/*
 * The six page layouts of spec section 2, each the component of a pathless layout route
 * (`src/routes/_<layout>.tsx`). TanStack's generator rejects a pathless route without children
 * (it would claim `/`), so a layout's route file is added together with its first page; the home
 * page brings `_default`. Each draws its page through `PageOutlet`, so a page that is still loading
 * waits inside the frame, never in place of it.
 */

/** `blank`: the page alone, no header or footer. */
export function BlankLayout() {
  return (
    <BareMain>
      <PageOutlet />
    </BareMain>
  );
}

/** `default`: header with navigation, the page, footer. */
export function DefaultLayout() {
  return (
    <PageShell>
      <PageOutlet />
    </PageShell>
  );
}

/** `default-boxed`: like `default`, with the page in a centred card. */
export function DefaultBoxedLayout() {
  return (
    <PageShell>
      <Container className={styles['boxed']}>
        <Card>
          <PageOutlet />
        </Card>
      </Container>
    </PageShell>
  );
}

/** `auth`: a narrow centred card under the logo, for the sign-in screens. */
export function AuthLayout() {
  return (
    <BareMain className={styles['auth']}>
      <Container width="narrow" className={styles['authInner']}>
        <Link to="/" className={styles['authBrand']} aria-label="Folio home">
          <Logo />
        </Link>
        <Card className={styles['authCard']}>
          <PageOutlet />
        </Card>
      </Container>
    </BareMain>
  );
}

/** `default-footer-only`: the page and the footer, no header. */
export function DefaultFooterOnlyLayout() {
  return (
    <PageShell header={false}>
      <PageOutlet />
    </PageShell>
  );
}

/** `default-with-header`: header and page, no footer. */
export function DefaultWithHeaderLayout() {
  return (
    <PageShell footer={false}>
      <PageOutlet />
    </PageShell>
  );
}
