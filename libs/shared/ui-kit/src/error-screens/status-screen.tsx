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

/** The shared frame of the error screens: code, heading, explanation and two ways out. */
export function StatusScreen({ code, heading, text, detail, homeLabel }: StatusScreenProps) {
  const headingId = useId();
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
          <Button variant="secondary" size="lg" onClick={() => window.history.back()}>
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
