import type { ContentBlock, HomeFeed } from '@folio/content-contract';
import { Container } from '@folio/ui-kit';
import { lazy, Suspense } from 'react';
import { BlockLink, BlockTextLink } from '../block-link';
import { EventsNear, FeaturedAuthors, LatestPosts, OpenGiveaways } from './home-feed-sections';
import styles from './home-page.module.css';

type Block<K extends ContentBlock['kind']> = Extract<ContentBlock, { kind: K }>;

// Any other block an editor puts on the home page (a FAQ, prose…) is drawn as on the other content
// pages; their renderer loads only then, so the first page does not carry it.
const ContentBlockSection = lazy(() => import('../blocks').then((module) => ({ default: module.ContentBlockSection })));

/**
 * The home page: the invitation (its hero, edited as a content page), then what a reader came
 * for: upcoming events near them first, featured authors, open giveaways and the latest posts,
 * then how it works, who it is for and the closing call, each from the page's own blocks.
 */
export function HomePage({ feed }: { feed: HomeFeed }) {
  const [first, ...others] = feed.page.blocks;
  const hero = first?.kind === 'hero' ? first : undefined;
  const rest = hero ? others : feed.page.blocks;
  return (
    <>
      <Hero block={hero ?? { kind: 'hero', title: feed.page.title, lead: feed.page.description }} />
      <EventsNear feed={feed} />
      <FeaturedAuthors authors={feed.authors} />
      <OpenGiveaways giveaways={feed.giveaways} />
      <LatestPosts posts={feed.posts} />
      {rest.map((block, index) => (
        <HomeBlock key={index} block={block} />
      ))}
    </>
  );
}

function HomeBlock({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'steps':
      return <HowItWorks block={block} />;
    case 'features':
      return <Audiences block={block} />;
    case 'cta':
      return <ClosingInvitation block={block} />;
    default:
      return (
        <Suspense fallback={null}>
          <ContentBlockSection block={block} />
        </Suspense>
      );
  }
}

function Hero({ block }: { block: Block<'hero'> }) {
  return (
    <section className={styles['hero']} aria-labelledby="home-title">
      <Container className={styles['heroInner']}>
        <div className={styles['heroCopy']}>
          {block.eyebrow ? <p className={styles['eyebrow']}>{block.eyebrow}</p> : null}
          <h1 id="home-title" className={styles['title']}>
            {block.title}
          </h1>
          <p className={styles['lead']}>{block.lead}</p>
          {block.actions && block.actions.length > 0 ? (
            <div className={styles['ctas']}>
              {block.actions.map((action, index) => (
                <BlockLink key={action.href} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
              ))}
            </div>
          ) : null}
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

function HowItWorks({ block }: { block: Block<'steps'> }) {
  return (
    <section className={styles['section']} aria-labelledby="how-title">
      <Container>
        <header className={styles['sectionHeader']}>
          <p className={styles['eyebrow']}>How it works</p>
          <h2 id="how-title" className={styles['sectionTitle']}>
            {block.title}
          </h2>
        </header>
        <ol className={styles['steps']}>
          {block.items.map((item, index) => (
            <li key={item.title} className={styles['step']}>
              <span className={styles['stepNumber']} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles['stepTitle']}>{item.title}</h3>
              <p className={styles['stepText']}>{item.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Audiences({ block }: { block: Block<'features'> }) {
  return (
    <section className={`${styles['section']} ${styles['sunken']}`} aria-labelledby="audiences-title">
      <Container>
        <header className={styles['sectionHeader']}>
          <p className={styles['eyebrow']}>One place for the whole book world</p>
          <h2 id="audiences-title" className={styles['sectionTitle']}>
            {block.title}
          </h2>
          {block.intro ? <p className={styles['sectionLead']}>{block.intro}</p> : null}
        </header>
        <ul className={styles['audiences']}>
          {block.items.map((item) => (
            <li key={item.title} className={styles['audience']}>
              <h3 className={styles['audienceTitle']}>{item.title}</h3>
              <p className={styles['audienceText']}>{item.text}</p>
              {item.action ? <BlockTextLink action={item.action} className={styles['audienceLink']} /> : null}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function ClosingInvitation({ block }: { block: Block<'cta'> }) {
  return (
    <section className={styles['closing']} aria-labelledby="closing-title">
      <Container className={styles['closingInner']}>
        <div>
          <h2 id="closing-title" className={styles['closingTitle']}>
            {block.title}
          </h2>
          <p className={styles['closingText']}>{block.text}</p>
        </div>
        <div className={styles['ctas']}>
          <BlockLink action={block.action} variant="inverse" />
        </div>
      </Container>
    </section>
  );
}
