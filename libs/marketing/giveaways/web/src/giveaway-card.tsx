import type { Giveaway } from '@folio/giveaways-contract';
import { ClockIcon, GlobeIcon, PeopleIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { eligibilityText, statusLabel } from './giveaway-words';
import { formatDay, timeLeft } from './giveaway-time';
import styles from './giveaways.module.css';

/** A giveaway in the list: the author, the prize, where it stands. The title opens the author's giveaway page. */
export function GiveawayCard({ giveaway, now }: { giveaway: Giveaway; now: Date }) {
  return (
    <article className={styles['card']}>
      <img
        className={styles['avatar']}
        src={giveaway.author.avatar_url}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div className={styles['cardBody']}>
        <p className={styles['kicker']}>
          <span className={[styles['status'], styles[`status-${giveaway.status}`]].join(' ')}>
            {statusLabel(giveaway.status)}
          </span>
          <span>{giveaway.author.name}</span>
        </p>
        <h3 className={styles['cardTitle']}>
          <Link to="/giveaway/$authorName" params={{ authorName: giveaway.author.slug }} className={styles['cardLink']}>
            {giveaway.title}
          </Link>
        </h3>
        <p className={styles['prize']}>{giveaway.prize}</p>
        <ul className={styles['facts']}>
          <li>
            <ClockIcon className={styles['factIcon']} />
            <span>{whenLine(giveaway, now)}</span>
          </li>
          <li>
            <GlobeIcon className={styles['factIcon']} />
            <span>{eligibilityText(giveaway)}</span>
          </li>
          <li>
            <PeopleIcon className={styles['factIcon']} />
            <span>
              {giveaway.entry_count} {giveaway.entry_count === 1 ? 'entry' : 'entries'}
            </span>
          </li>
        </ul>
      </div>
    </article>
  );
}

function whenLine(giveaway: Giveaway, now: Date): string {
  switch (giveaway.status) {
    case 'open':
      return `Closes in ${timeLeft(giveaway.closes_at, now)}`;
    case 'upcoming':
      return `Opens ${formatDay(giveaway.opens_at)}`;
    case 'closed':
      return `Closed ${formatDay(giveaway.closes_at)}, draw soon`;
    case 'drawn':
      return `Drawn ${formatDay(giveaway.draw?.drawn_at ?? giveaway.draws_at)}`;
  }
}
