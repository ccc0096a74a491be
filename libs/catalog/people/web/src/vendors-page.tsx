import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { StoreIcon } from '@folio/ui-kit';
import { PageIntro, SearchBox } from '@folio/catalog-kit';
import { VENDOR_KINDS } from '@folio/people-contract';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { vendorListQueryOptions } from './people.queries';
import { vendorsListParams } from './people.params';
import type { VendorsSearch } from './people-search';
import { VENDOR_KIND_LABEL, VendorCard } from './person-card';
import { PeopleResults } from './people-results';
import styles from './people-page.module.css';

/** What the route's loader reads before the page shows, once the query client is there (`prefetchVendorsPage`). */
export function ensureVendorsPageData(queryClient: QueryClient, http: HttpClient, search: VendorsSearch) {
  return queryClient.ensureQueryData(vendorListQueryOptions(http, vendorsListParams(search)));
}

/** /vendors: bookshops and publishers, a page at a time. */
export function VendorsPage({ search }: { search: VendorsSearch }) {
  // A first visit draws the route's skeleton without the query client; the page waits for it.
  useQueryClientReady();
  const http = useHttp();
  const navigate = useNavigate();
  const { data: vendors } = useSuspenseQuery(vendorListQueryOptions(http, vendorsListParams(search)));
  const filtered = Boolean(search.kind || search.q);
  return (
    <>
      <PageIntro
        eyebrow="Bookshops and publishers"
        title="Vendors"
        lead={
          <p>
            Independent bookshops and special-edition publishers who bring signed stock, sprayed edges and exclusive
            editions to the signings.
          </p>
        }
      >
        <div className={styles['toolbar']}>
          <SearchBox
            id="vendors-q"
            label="Search vendors"
            placeholder="Name or city"
            value={search.q}
            onSearch={(q) =>
              void navigate({
                to: '.',
                search: (previous: VendorsSearch) => ({ ...previous, q, page: undefined }),
                replace: true,
              })
            }
          />
          <nav aria-label="Vendor kinds" className={styles['chipNav']}>
            <ul className={styles['chips']}>
              <li>
                <Link
                  to="."
                  search={(previous: VendorsSearch) => ({ ...previous, kind: undefined, page: undefined })}
                  className={styles['chip']}
                  aria-current={search.kind ? undefined : 'page'}
                  activeOptions={{ exact: true, includeSearch: true }}
                >
                  All vendors
                </Link>
              </li>
              {VENDOR_KINDS.map((kind) => (
                <li key={kind}>
                  <Link
                    to="."
                    search={(previous: VendorsSearch) => ({ ...previous, kind, page: undefined })}
                    className={styles['chip']}
                    aria-current={search.kind === kind ? 'page' : undefined}
                    activeOptions={{ exact: true, includeSearch: true }}
                  >
                    {VENDOR_KIND_LABEL[kind]}s
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageIntro>
      <PeopleResults
        list={vendors}
        noun={{ one: 'vendor', many: 'vendors', title: 'Vendors' }}
        query={search.q}
        filtered={filtered}
        renderCard={(vendor) => <VendorCard vendor={vendor} />}
        icon={<StoreIcon />}
        filteredHint="Check the spelling or try another kind of vendor."
      />
    </>
  );
}
