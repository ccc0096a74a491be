import { PageIntro } from '@folio/catalog-kit';
import type { ContentPage, Partner, PartnerList } from '@folio/content-contract';
import { AnchorButton, Container, EmptyState, StoreIcon } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import { PageBlocks, PageHero } from './blocks';
import { Prose } from './prose';
import styles from './content.module.css';

/** /partners: the page's own copy, then every partner with a link to its page. */
export function PartnersPage({ page, partners }: { page: ContentPage; partners: PartnerList }) {
  return (
    <article>
      <PageHero page={page} />
      <Container className={styles['body']}>
        {partners.data.length === 0 ? (
          <EmptyState icon={<StoreIcon />} title="No partners listed yet">
            <p>Bookshops, conventions and services we work with will be listed here.</p>
          </EmptyState>
        ) : (
          <ul className={styles['features']} aria-label="Partners">
            {partners.data.map((partner) => (
              <li key={partner.slug} className={styles['feature']}>
                <p className={styles['kind']}>{partner.kind}</p>
                <h2 className={styles['itemTitle']}>
                  <Link to="/partners/$slug" params={{ slug: partner.slug }}>
                    {partner.name}
                  </Link>
                </h2>
                <p>{partner.blurb}</p>
              </li>
            ))}
          </ul>
        )}
      </Container>
      <PageBlocks blocks={page.blocks} />
    </article>
  );
}

/** /partners/{slug}: one partner, what they do with Folio, and a link to their site. */
export function PartnerPage({ partner }: { partner: Partner }) {
  return (
    <article>
      <PageIntro
        eyebrow={
          <Link to="/partners" className={styles['eyebrowLink']}>
            Partners
          </Link>
        }
        title={partner.name}
        lead={<p>{partner.blurb}</p>}
      >
        <div className={styles['actions']}>
          <AnchorButton href={partner.url} variant="secondary" rel="noopener noreferrer">
            Visit {partner.name}
          </AnchorButton>
        </div>
      </PageIntro>
      <Container className={styles['body']}>
        <p className={styles['kind']}>{partner.kind}</p>
        <Prose html={partner.html} className={styles['article']} />
      </Container>
    </article>
  );
}
