import { AnchorButton, Container } from '@folio/ui-kit';
import { TAGLINE } from '../navigation';
import { audiences, steps } from './home-content';
import styles from './home-page.module.css';

export function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <Audiences />
      <ClosingInvitation />
    </>
  );
}

function Hero() {
  return (
    <section className={styles['hero']} aria-labelledby="home-title">
      <Container className={styles['heroInner']}>
        <div className={styles['heroCopy']}>
          <p className={styles['eyebrow']}>Signed books · Signings · Giveaways</p>
          <h1 id="home-title" className={styles['title']}>
            {TAGLINE}
          </h1>
          <p className={styles['lead']}>
            Explore books and connect with the authors you love. Preorder signed copies for the signings near you,
            reserve them with a deposit or pay in instalments, and collect them in person.
          </p>
          <div className={styles['ctas']}>
            <AnchorButton href="/events" size="lg">
              Explore upcoming signings
            </AnchorButton>
            <AnchorButton href="/authors" size="lg" variant="secondary">
              Meet the authors
            </AnchorButton>
          </div>
          <ul className={styles['assurances']}>
            <li>Free for readers</li>
            <li>Deposits and payment plans</li>
            <li>Collect at the event</li>
          </ul>
        </div>
        <BookshelfArt />
      </Container>
    </section>
  );
}

/** A shelf of spines and a signature seal, drawn in CSS; decoration only. */
function BookshelfArt() {
  return (
    <div className={styles['art']} aria-hidden="true">
      <div className={styles['shelf']}>
        {Array.from({ length: 7 }, (_, index) => (
          <span key={index} className={styles['spine']} />
        ))}
      </div>
      <div className={styles['seal']}>
        <span className={styles['sealText']}>Signed</span>
        <span className={styles['sealSub']}>by the author</span>
      </div>
    </div>
  );
}

function HowItWorks() {
  return (
    <section className={styles['section']} aria-labelledby="how-title">
      <Container>
        <header className={styles['sectionHeader']}>
          <p className={styles['eyebrow']}>How it works</p>
          <h2 id="how-title" className={styles['sectionTitle']}>
            From preorder to the signing table in three steps
          </h2>
        </header>
        <ol className={styles['steps']}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles['step']}>
              <span className={styles['stepNumber']} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles['stepTitle']}>{step.title}</h3>
              <p className={styles['stepText']}>{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Audiences() {
  return (
    <section className={`${styles['section']} ${styles['sunken']}`} aria-labelledby="audiences-title">
      <Container>
        <header className={styles['sectionHeader']}>
          <p className={styles['eyebrow']}>One place for the whole book world</p>
          <h2 id="audiences-title" className={styles['sectionTitle']}>
            Made for everyone who brings books and readers together
          </h2>
        </header>
        <ul className={styles['audiences']}>
          {audiences.map((audience) => (
            <li key={audience.id} className={styles['audience']}>
              <h3 className={styles['audienceTitle']}>{audience.title}</h3>
              <p className={styles['audienceText']}>{audience.text}</p>
              {audience.link ? (
                <a className={styles['audienceLink']} href={audience.link.href}>
                  {audience.link.cta}
                  <span aria-hidden="true"> →</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function ClosingInvitation() {
  return (
    <section className={styles['closing']} aria-labelledby="closing-title">
      <Container className={styles['closingInner']}>
        <div>
          <h2 id="closing-title" className={styles['closingTitle']}>
            Your next signed book is waiting
          </h2>
          <p className={styles['closingText']}>
            Find a signing near you and preorder your signed copy before the day.
          </p>
        </div>
        {/* The giveaways page joins these calls to action when the giveaways issue builds it. */}
        <div className={styles['ctas']}>
          <AnchorButton href="/events" size="lg" variant="inverse">
            Browse events
          </AnchorButton>
        </div>
      </Container>
    </section>
  );
}
