import { layoutStyles as shared, Section } from '@folio/catalog-kit';
import type { Giveaway } from '@folio/giveaways-contract';
import { CalendarIcon, ClockIcon, Container, GlobeIcon, PeopleIcon, TicketIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { DrawProof } from './draw-proof';
import { eligibilityText, statusLabel } from './giveaway-words';
import { formatWhen, timeLeft } from './giveaway-time';
import styles from './giveaways.module.css';
import { useNow } from './use-now';

// The entry side needs the session, the reader's own entry and the form: it loads after the page
// has drawn (with the query client), so the giveaway itself shows at once.
const EntryPanel = lazy(() => import('./entry-panel').then((module) => ({ default: module.EntryPanel })));

/** /giveaway/{author}: the featured author's giveaway, its window and rules, the entry form and the public draw. */
export function GiveawayPage({ giveaway, authorSlug }: { giveaway: Giveaway; authorSlug: string }) {
  const now = useNow();
  return (
    <>
      <header className={styles['hero']}>
        <Container className={styles['heroInner']}>
          <img
            className={styles['heroAvatar']}
            src={giveaway.author.avatar_url}
            alt=""
            width={96}
            height={96}
            decoding="async"
          />
          <div className={styles['heroText']}>
            <p className={styles['kicker']}>
              <span className={[styles['status'], styles[`status-${giveaway.status}`]].join(' ')}>
                {statusLabel(giveaway.status)}
              </span>
              <span>
                Giveaway by{' '}
                <Link to="/author/$slug" params={{ slug: giveaway.author.slug }}>
                  {giveaway.author.name}
                </Link>
              </span>
            </p>
            <h1 className={styles['heroTitle']}>{giveaway.title}</h1>
            <p className={styles['heroPrize']}>{giveaway.prize}</p>
          </div>
        </Container>
      </header>
      <Container className={[shared['pageBody'], styles['detail']].join(' ')}>
        <div className={styles['main']}>
          <Section id="giveaway-details" title="Details">
            <ul className={styles['detailFacts']}>
              <li>
                <ClockIcon className={styles['factIcon']} />
                <span>{windowLine(giveaway, now)}</span>
              </li>
              <li>
                <CalendarIcon className={styles['factIcon']} />
                <span>
                  Entries from <time dateTime={giveaway.opens_at}>{formatWhen(giveaway.opens_at)}</time> to{' '}
                  <time dateTime={giveaway.closes_at}>{formatWhen(giveaway.closes_at)}</time>; the draw is at{' '}
                  <time dateTime={giveaway.draws_at}>{formatWhen(giveaway.draws_at)}</time>.
                </span>
              </li>
              <li>
                <GlobeIcon className={styles['factIcon']} />
                <span>{eligibilityText(giveaway)}.</span>
              </li>
              <li>
                <TicketIcon className={styles['factIcon']} />
                <span>
                  {giveaway.winner_count} {giveaway.winner_count === 1 ? 'winner' : 'winners'}, one entry per reader.
                </span>
              </li>
              <li>
                <PeopleIcon className={styles['factIcon']} />
                <span>
                  {giveaway.entry_count} {giveaway.entry_count === 1 ? 'entry' : 'entries'}
                  {giveaway.status === 'open' ? ' so far' : ''}. The list of entrants is never published.
                </span>
              </li>
            </ul>
            <p className={styles['terms']}>
              Entering means you accept the <Link to="/terms/giveaways">giveaway terms</Link>.{' '}
              <Link to="/giveaways">All giveaways</Link>
            </p>
          </Section>
          <DrawProof giveaway={giveaway} />
        </div>
        <aside className={styles['aside']} aria-label="Your entry">
          <Suspense fallback={<EntryPanelPlaceholder />}>
            <EntryPanel giveaway={giveaway} authorSlug={authorSlug} />
          </Suspense>
        </aside>
      </Container>
    </>
  );
}

function EntryPanelPlaceholder() {
  return (
    <div className={styles['panel']}>
      <h2 className={styles['panelTitle']}>Enter</h2>
      <p role="status" className={styles['muted']}>
        Checking your session…
      </p>
    </div>
  );
}

function windowLine(giveaway: Giveaway, now: Date): string {
  switch (giveaway.status) {
    case 'open':
      return `Closes in ${timeLeft(giveaway.closes_at, now)}.`;
    case 'upcoming':
      return `Opens in ${timeLeft(giveaway.opens_at, now)}.`;
    case 'closed':
      return 'Entries are closed; the winners are drawn shortly.';
    case 'drawn':
      return 'Entries are closed and the winners are drawn.';
  }
}
