import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import { Container } from '../layout/container';
import styles from './status-screen.module.css';

interface StatusScreenProps {
  code: number;
  heading: string;
  text: string;
  /** A technical line under the text, such as the path or the server's message. */
  detail?: ReactNode;
  homeLabel: string;
}

/**
 * The page before this one is on this site: the router pushed this entry on top of another one of
 * its own, or the tab came here from a page of this origin (a full load, such as a typed-in link
 * followed from the site; the referrer says so only when there is history to go back to).
 */
function hasPreviousPageOnSite(router: AnyRouter): boolean {
  if (router.history.canGoBack()) return true;
  if (typeof window === 'undefined' || window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The shared frame of the error screens: code, heading, explanation and two ways out. "Go Back"
 * never leaves the site: on the first page of a tab (opened from another site or a bookmark) it
 * goes home instead.
 */
export function StatusScreen({ code, heading, text, detail, homeLabel }: StatusScreenProps) {
  const headingId = useId();
  const router = useRouter();
  const goBack = () => {
    if (hasPreviousPageOnSite(router)) router.history.back();
    else void router.navigate({ to: '/' });
  };
  return (
    <Container as="section" className={styles['screen']} aria-labelledby={headingId}>
      <div className={styles['content']}>
        <p className={styles['code']}>{code}</p>
        <h1 id={headingId} className={styles['heading']}>
          {heading}
        </h1>
        <p className={styles['text']}>{text}</p>
        {detail ? <p className={styles['detail']}>{detail}</p> : null}
        <div className={styles['actions']}>
          <Button variant="secondary" size="lg" onClick={goBack}>
            Go Back
          </Button>
          <LinkButton to="/" size="lg">
            {homeLabel}
          </LinkButton>
        </div>
      </div>
    </Container>
  );
}
