import { timeAgo } from '@folio/formatting';
import { AnchorButton, Button, Container, EmptyState, MailIcon } from '@folio/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useHttp } from '@folio/http/router';
import { devMailboxQueryOptions } from '../dev/dev-mailbox.queries';
import { AccountPageHeader } from '../ui/page-header';
import styles from './dev-mailbox.module.css';
import { mailboxLinks } from './mailbox-links';

/**
 * The development mailbox (`GET /api/dev/mailbox`): every e-mail the API "sent", newest first,
 * with its links ready to click, so verification and reset flows work on a laptop.
 */
export function DevMailboxPage() {
  const http = useHttp();
  const { data: messages, refetch, isRefetching } = useSuspenseQuery(devMailboxQueryOptions(http));
  return (
    <Container className={styles['page']}>
      <AccountPageHeader
        title="Development mailbox"
        description="E-mails the API would have sent. Only in development: production sends real e-mail and has no such page."
        actions={
          <Button variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
            {isRefetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      />
      {messages.length === 0 ? (
        <EmptyState icon={<MailIcon />} title="The mailbox is empty">
          Register, ask for a password reset or resend a verification link, then refresh.
        </EmptyState>
      ) : (
        <ul className={styles['list']}>
          {messages.map((message) => (
            <li key={message.id}>
              <article className={styles['message']} aria-label={message.subject}>
                <div>
                  <h2 className={styles['subject']}>{message.subject}</h2>
                  <p className={styles['meta']}>
                    To {message.to} · <time dateTime={message.created_at}>{timeAgo(message.created_at)}</time>
                  </p>
                </div>
                {mailboxLinks(message.text).length > 0 ? (
                  <div className={styles['links']}>
                    {mailboxLinks(message.text).map((link) => (
                      <AnchorButton key={link.href} href={link.href} size="sm">
                        {link.label}
                      </AnchorButton>
                    ))}
                  </div>
                ) : null}
                <details>
                  <summary className={styles['summary']}>Show the message</summary>
                  <pre className={styles['text']}>{message.text}</pre>
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
