import { Chip, layoutStyles as shared, Paragraphs, Section } from '@folio/catalog-kit';
import type { ReaderProfile } from '@folio/events-contract';
import { genreLabel, ProfileHero, profileStyles as styles } from '@folio/people';
import { CalendarIcon, Container, EmptyState, LinkButton } from '@folio/ui-kit';
import { EventGrid } from './event-card';

/** /reader/{slug}: a reader's public page with the events they are going to and went to. */
export function ReaderPage({ reader }: { reader: ReaderProfile }) {
  const upcoming = reader.events_attending.filter((event) => event.status !== 'past');
  const past = reader.events_attending.filter((event) => event.status === 'past');
  const place = [reader.city, reader.country_code].filter(Boolean).join(', ');
  return (
    <>
      <ProfileHero
        image={reader.avatar_url}
        eyebrow={place ? `Reader · ${place}` : 'Reader'}
        name={reader.name}
        tagline={
          reader.favourite_genres.length > 0
            ? `Reads ${reader.favourite_genres.map(genreLabel).join(', ').toLowerCase()}`
            : 'Reader'
        }
        chips={reader.favourite_genres.map((genre) => (
          <Chip key={genre} tone="accent">
            {genreLabel(genre)}
          </Chip>
        ))}
        facts={[
          { label: 'Going to', value: reader.upcoming_events_count },
          { label: 'Been to', value: reader.past_events_count },
        ]}
      />
      <Container className={[shared['pageBody'], styles['layout']].join(' ')}>
        {reader.about ? (
          <Section title={`About ${reader.name}`} id="reader-about">
            <Paragraphs text={reader.about} />
          </Section>
        ) : null}
        <Section title="Going to" id="reader-upcoming">
          {upcoming.length > 0 ? (
            <EventGrid events={upcoming} />
          ) : (
            <EmptyState
              title="No upcoming events"
              headingLevel={3}
              icon={<CalendarIcon />}
              actions={
                <LinkButton to="/events" variant="secondary">
                  Find an event
                </LinkButton>
              }
            >
              <p>{reader.name} has no signings planned yet.</p>
            </EmptyState>
          )}
        </Section>
        {past.length > 0 ? (
          <Section title="Been to" id="reader-past">
            <EventGrid events={past} />
          </Section>
        ) : null}
      </Container>
    </>
  );
}
