import { Card, Container, Logo } from '@folio/ui-kit';
import { Link, Outlet } from '@tanstack/react-router';
import { BareMain, PageShell } from '../shell/page-shell';
import styles from '../shell/shell.module.css';

/*
 * The six page layouts of spec section 2, each the component of a pathless layout route
 * (`src/routes/_<layout>.tsx`). TanStack's generator rejects a pathless route without children
 * (it would claim `/`), so a layout's route file is added together with its first page; the home
 * page brings `_default`.
 */

/** `blank`: the page alone, no header or footer. */
export function BlankLayout() {
  return (
    <BareMain>
      <Outlet />
    </BareMain>
  );
}

/** `default`: header with navigation, the page, footer. */
export function DefaultLayout() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

/** `default-boxed`: like `default`, with the page in a centred card. */
export function DefaultBoxedLayout() {
  return (
    <PageShell>
      <Container className={styles['boxed']}>
        <Card>
          <Outlet />
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
          <Outlet />
        </Card>
      </Container>
    </BareMain>
  );
}

/** `default-footer-only`: the page and the footer, no header. */
export function DefaultFooterOnlyLayout() {
  return (
    <PageShell header={false}>
      <Outlet />
    </PageShell>
  );
}

/** `default-with-header`: header and page, no footer. */
export function DefaultWithHeaderLayout() {
  return (
    <PageShell footer={false}>
      <Outlet />
    </PageShell>
  );
}
