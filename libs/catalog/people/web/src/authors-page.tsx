import type { HttpClient } from '@folio/http';
import { useHttp, useQueryClientReady } from '@folio/http/router';
import { PeopleIcon } from '@folio/ui-kit';
import { PageIntro, SearchBox } from '@folio/catalog-kit';
import { GENRE_SLUGS } from '@folio/people-contract';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { authorListQueryOptions } from './people.queries';
import { authorsListParams } from './people.params';
import type { AuthorsSearch } from './people-search';
import { AuthorCard, genreLabel } from './person-card';
import { PeopleResults } from './people-results';
import styles from './people-page.module.css';

/** What the route's loader reads before the page shows, once the query client is there (`prefetchAuthorsPage`). */
export function ensureAuthorsPageData(queryClient: QueryClient, http: HttpClient, search: AuthorsSearch) {
  return queryClient.ensureQueryData(authorListQueryOptions(http, authorsListParams(search)));
}

/** /authors: every author, by genre or by name, a page at a time. */
export function AuthorsPage({ search }: { search: AuthorsSearch }) {
  // A first visit draws the route's skeleton without the query client; the page waits for it.
  useQueryClientReady();
  const http = useHttp();
  const navigate = useNavigate();
  const { data: authors } = useSuspenseQuery(authorListQueryOptions(http, authorsListParams(search)));
  const filtered = Boolean(search.genre || search.q);
  return (
    <>
      <PageIntro
        eyebrow="Meet the authors"
        title={search.genre ? `${genreLabel(search.genre)} authors` : 'Authors'}
        lead={
          <p>
            Follow the writers you love to hear when they sign near you, and preorder signed editions from their stores.
          </p>
        }
      >
        <div className={styles['toolbar']}>
          <SearchBox
            id="authors-q"
            label="Search authors"
            placeholder="Name or book"
            value={search.q}
            onSearch={(q) =>
              void navigate({
                to: '.',
                search: (previous: AuthorsSearch) => ({ ...previous, q, page: undefined }),
                replace: true,
              })
            }
          />
          <nav aria-label="Genres" className={styles['chipNav']}>
            <ul className={styles['chips']}>
              <li>
                <Link
                  to="."
                  search={(previous: AuthorsSearch) => ({ ...previous, genre: undefined, page: undefined })}
                  className={styles['chip']}
                  aria-current={search.genre ? undefined : 'page'}
                  activeOptions={{ exact: true, includeSearch: true }}
                >
                  All genres
                </Link>
              </li>
              {GENRE_SLUGS.map((genre) => (
                <li key={genre}>
                  <Link
                    to="."
                    search={(previous: AuthorsSearch) => ({ ...previous, genre, page: undefined })}
                    className={styles['chip']}
                    aria-current={search.genre === genre ? 'page' : undefined}
                    activeOptions={{ exact: true, includeSearch: true }}
                  >
                    {genreLabel(genre)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </PageIntro>
      <PeopleResults
        list={authors}
        noun={{ one: 'author', many: 'authors', title: 'Authors' }}
        query={search.q}
        filtered={filtered}
        renderCard={(author) => <AuthorCard author={author} />}
        icon={<PeopleIcon />}
        filteredHint="Check the spelling, try part of a name, or choose another genre."
      />
    </>
  );
}
