import { PageIntro } from '@folio/catalog-kit';
import type { ContentBlock, ContentPage } from '@folio/content-contract';
import { Container } from '@folio/ui-kit';
import { useId, type ReactNode } from 'react';
import { BlockLink, BlockTextLink } from './block-link';
import { Prose } from './prose';
import styles from './content.module.css';

type Block<K extends ContentBlock['kind']> = Extract<ContentBlock, { kind: K }>;

/** The page's heading band: its hero block when it opens with one, else its title and description. */
export function PageHero({ page }: { page: Pick<ContentPage, 'title' | 'description' | 'blocks'> }) {
  const first = page.blocks[0];
  if (first?.kind === 'hero') {
    return (
      <PageIntro eyebrow={first.eyebrow} title={first.title} lead={<p>{first.lead}</p>}>
        {first.actions && first.actions.length > 0 ? (
          <div className={styles['actions']}>
            {first.actions.map((action, index) => (
              <BlockLink key={action.href} action={action} variant={index === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        ) : null}
      </PageIntro>
    );
  }
  return <PageIntro title={page.title} lead={<p>{page.description}</p>} />;
}

/** Every block after the heading band, each a section with its own h2. */
export function PageBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  const body = blocks[0]?.kind === 'hero' ? blocks.slice(1) : blocks;
  return (
    <Container className={styles['body']}>
      {body.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Container>
  );
}

/** One block as a section of its own, for a page that lays out the others itself (the home page). */
export function ContentBlockSection({ block }: { block: ContentBlock }) {
  return (
    <Container className={styles['body']}>
      <BlockView block={block} />
    </Container>
  );
}

function BlockView({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'hero':
      return <HeroBand block={block} />;
    case 'features':
      return <Features block={block} />;
    case 'steps':
      return <Steps block={block} />;
    case 'faq':
      return <Faq block={block} />;
    case 'pricing':
      return <Pricing block={block} />;
    case 'cta':
      return <CallToAction block={block} />;
    case 'prose':
      return <ProseSection block={block} />;
  }
}

function SectionFrame({ title, children, tone }: { title?: string; children: ReactNode; tone?: 'band' }) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={[styles['section'], tone ? styles[tone] : undefined].filter(Boolean).join(' ')}
    >
      {title ? (
        <h2 id={id} className={styles['sectionTitle']}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

function Features({ block }: { block: Block<'features'> }) {
  return (
    <SectionFrame title={block.title}>
      {block.intro ? <p className={styles['intro']}>{block.intro}</p> : null}
      <ul className={styles['features']}>
        {block.items.map((item) => (
          <li key={item.title} className={styles['feature']}>
            <h3 className={styles['itemTitle']}>{item.title}</h3>
            <p>{item.text}</p>
            {item.action ? <BlockTextLink action={item.action} className={styles['featureLink']} /> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Steps({ block }: { block: Block<'steps'> }) {
  return (
    <SectionFrame title={block.title}>
      <ol className={styles['steps']}>
        {block.items.map((item) => (
          <li key={item.title} className={styles['step']}>
            <h3 className={styles['itemTitle']}>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

function Faq({ block }: { block: Block<'faq'> }) {
  return (
    <SectionFrame title={block.title}>
      <div className={styles['faq']}>
        {block.items.map((item) => (
          <details key={item.question} className={styles['question']}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}

function Pricing({ block }: { block: Block<'pricing'> }) {
  return (
    <SectionFrame title={block.title}>
      {block.intro ? <p className={styles['intro']}>{block.intro}</p> : null}
      <div className={styles['tableWrap']}>
        <table className={styles['pricing']}>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Fee</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.item}>
                <th scope="row">{row.item}</th>
                <td className={styles['fee']}>{row.fee}</td>
                <td>{row.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.footnote ? <p className={styles['footnote']}>{block.footnote}</p> : null}
    </SectionFrame>
  );
}

function CallToAction({ block }: { block: Block<'cta'> }) {
  return (
    <SectionFrame title={block.title} tone="band">
      <p className={styles['intro']}>{block.text}</p>
      <div className={styles['actions']}>
        <BlockLink action={block.action} />
      </div>
    </SectionFrame>
  );
}

/** A hero further down the page: a band with its lead and actions (only the first block is the page's h1). */
function HeroBand({ block }: { block: Block<'hero'> }) {
  return (
    <SectionFrame title={block.title} tone="band">
      <p className={styles['intro']}>{block.lead}</p>
      {block.actions && block.actions.length > 0 ? (
        <div className={styles['actions']}>
          {block.actions.map((action) => (
            <BlockLink key={action.href} action={action} />
          ))}
        </div>
      ) : null}
    </SectionFrame>
  );
}

function ProseSection({ block }: { block: Block<'prose'> }) {
  return (
    <SectionFrame title={block.title}>
      <Prose html={block.html} />
    </SectionFrame>
  );
}
