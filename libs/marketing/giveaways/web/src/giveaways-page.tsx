import { layoutStyles as shared, PageIntro, Section } from '@folio/catalog-kit';
import type { Giveaway, GiveawayStatus } from '@folio/giveaways-contract';
import { Container, EmptyState, TicketIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { GiveawayCard } from './giveaway-card';
import styles from './giveaways.module.css';
import { useNow } from './use-now';

const SECTIONS: ReadonlyArray<{ id: string; title: string; statuses: readonly GiveawayStatus[] }> = [
  { id: 'giveaways-open', title: 'Open now', statuses: ['open'] },
  { id: 'giveaways-upcoming', title: 'Coming soon', statuses: ['upcoming'] },
  { id: 'giveaways-closed', title: 'Closed and drawn', statuses: ['closed', 'drawn'] },
];

/** The order inside a section: the soonest deadline first for open and upcoming, the latest first for closed. */
function ordered(items: Giveaway[], status: GiveawayStatus): Giveaway[] {
  const key = (giveaway: Giveaway) => (status === 'upcoming' ? giveaway.opens_at : giveaway.closes_at);
  const sorted = [...items].sort((a, b) => key(a).localeCompare(key(b)));
  return status === 'open' || status === 'upcoming' ? sorted : sorted.reverse();
}

/** /giveaways: open, upcoming and past giveaways of featured authors, as cards. */
export function GiveawaysPage({ giveaways }: { giveaways: Giveaway[] }) {
  const now = useNow();
  return (
    <>
      <PageIntro
        eyebrow="Win signed books"
        title="Giveaways"
        lead={
          <p>
            One entry per reader, free to enter. Every draw is public: the seed is committed before the first entry and
            revealed at the draw, so anyone can check the winners. <Link to="/terms/giveaways">Giveaway terms</Link>
          </p>
        }
      />
      <Container className={shared['pageBody']}>
        {giveaways.length === 0 ? (
          <EmptyState title="No giveaways right now" icon={<TicketIcon />}>
            <p>Follow your favourite authors to hear when their next giveaway opens.</p>
          </EmptyState>
        ) : (
          SECTIONS.map((section) => {
            const items = section.statuses.flatMap((status) =>
              ordered(
                giveaways.filter((giveaway) => giveaway.status === status),
                status,
              ),
            );
            if (items.length === 0) return null;
            return (
              <Section key={section.id} id={section.id} title={section.title}>
                <ul className={styles['grid']}>
                  {items.map((giveaway) => (
                    <li key={giveaway.id} className={styles['cell']}>
                      <GiveawayCard giveaway={giveaway} now={now} />
                    </li>
                  ))}
                </ul>
              </Section>
            );
          })
        )}
      </Container>
    </>
  );
}
