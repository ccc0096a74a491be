import { PageIntro } from '@folio/catalog-kit';
import { useHttp } from '@folio/http/router';
import { AnchorButton, Container, EmptyState, StoreIcon } from '@folio/ui-kit';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageBlocks, PageHero } from './blocks';
import { contentPageQueryOptions, partnerListQueryOptions, partnerQueryOptions } from './content.queries';
import { Prose } from './prose';
import styles from './content.module.css';

/** /partners: the page's own copy, then every partner with a link to its page. */
export function PartnersPage() {
  const http = useHttp();
  const { data: page } = useSuspenseQuery(contentPageQueryOptions(http, 'partners'));
  const { data: partners } = useSuspenseQuery(partnerListQueryOptions(http));
  return (
    <article>
      <PageHero page={page.data} />
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
      <PageBlocks blocks={page.data.blocks} />
    </article>
  );
}

/** /partners/{slug}: one partner, what they do with Folio, and a link to their site. */
export function PartnerPage({ slug }: { slug: string }) {
  const http = useHttp();
  const { data } = useSuspenseQuery(partnerQueryOptions(http, slug));
  const partner = data.data;
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
