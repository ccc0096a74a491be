import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { layoutStyles as shared, Pagination, rangeSummary, Section } from '@folio/catalog-kit';
import { Container, EmptyState, StoreIcon } from '@folio/ui-kit';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OrderFormList } from './order-form-card';
import type { SellerKindPath } from './stores.api';
import { sellerOrderFormsQueryOptions } from './stores.queries';
import { storesListParams } from './stores.params';
import type { StoresSearch } from './stores-search';

const STATUS_LABEL = { open: 'Open', closed: 'Closed', all: 'All' } as const;

export interface SellerStoresProps {
  seller: SellerKindPath;
  slug: string;
  /** The seller's name (their page's route read it), for the empty state. */
  name: string;
  search: StoresSearch;
  now?: Date;
}

/**
 * The stores view of an author or vendor: their order forms, open ones by default. It reads them
 * through the query client, which it waits for (the seller's header draws without it).
 */
export function SellerStores({ seller, slug, name, search, now }: SellerStoresProps) {
  useQueryClientReady();
  const http = useHttp();
  const { data: forms } = useSuspenseQuery(sellerOrderFormsQueryOptions(http, seller, slug, storesListParams(search)));
  const status = search.status ?? 'open';
  return (
    <Container className={shared['pageBody']}>
      <Section
        title="Stores"
        id="seller-stores"
        action={
          <nav aria-label="Order form status" className={shared['segmented']}>
            {(['open', 'closed', 'all'] as const).map((value) => (
              <Link
                key={value}
                to="."
                search={{ status: value === 'open' ? undefined : value }}
                className={shared['segment']}
                aria-current={status === value ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {STATUS_LABEL[value]}
              </Link>
            ))}
          </nav>
        }
      >
        {forms.data.length > 0 ? (
          <div className={shared['stack']}>
            <p className={shared['listSummary']}>
              {rangeSummary(forms.meta, { one: 'order form', many: 'order forms' })}
            </p>
            <OrderFormList forms={forms.data} context="event" now={now} />
            <Pagination meta={forms.meta} label="Order form pages" />
          </div>
        ) : (
          <EmptyState
            title={
              status === 'closed'
                ? 'No closed order forms'
                : status === 'all'
                  ? 'No order forms yet'
                  : 'No open order forms'
            }
            headingLevel={3}
            icon={<StoreIcon />}
          >
            <p>
              {status === 'open'
                ? `${name} is not taking preorders right now. Follow them to hear when a new store opens.`
                : `${name} has no order forms to show here.`}
            </p>
          </EmptyState>
        )}
      </Section>
    </Container>
  );
}

/** For the route's loader once the query client is there: the page of order forms, read before it shows. */
export async function ensureSellerStoresData(
  queryClient: QueryClient,
  http: HttpClient,
  seller: SellerKindPath,
  slug: string,
  search: StoresSearch,
): Promise<void> {
  await queryClient.ensureQueryData(sellerOrderFormsQueryOptions(http, seller, slug, storesListParams(search)));
}
