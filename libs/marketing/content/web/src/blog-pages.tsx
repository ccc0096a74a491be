import { PageIntro, Pagination } from '@folio/catalog-kit';
import type { Post, PostList, PostSummary } from '@folio/content-contract';
import { ArrowLeftIcon, ArrowRightIcon, BookIcon, Container, EmptyState, LinkButton } from '@folio/ui-kit';
import { Link } from '@tanstack/react-router';
import type { BlogSearch } from './blog-search';
import { longDate } from './long-date';
import { Prose } from './prose';
import styles from './content.module.css';

/** "By Maya Okafor · November 17, 2026 · 3 min read" */
function Byline({ post }: { post: PostSummary }) {
  return (
    <p className={styles['byline']}>
      <span>By {post.author_name}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.published_at}>{longDate(post.published_at)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.reading_minutes} min read</span>
    </p>
  );
}

/** /blog: the posts, newest first, a page at a time. */
export function BlogIndexPage({ search, list }: { search: BlogSearch; list: PostList }) {
  return (
    <>
      <PageIntro
        eyebrow="The Folio blog"
        title="Blog"
        lead={<p>Guides for readers and sellers, news from Folio and stories from behind the signing table.</p>}
      />
      <Container className={styles['body']}>
        {list.data.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title={search.page && search.page > 1 ? 'No posts on this page' : 'No posts yet'}
            actions={
              <LinkButton to="/blog" variant="secondary">
                Back to the newest posts
              </LinkButton>
            }
          >
            <p>
              {search.page && search.page > 1 ? 'This page is past the last post.' : 'The first post is on its way.'}
            </p>
          </EmptyState>
        ) : (
          <ul className={styles['postList']} aria-label="Posts">
            {list.data.map((post) => (
              <li key={post.slug} className={styles['postCard']}>
                <h2 className={styles['postTitle']}>
                  <Link to="/blog/$slug" params={{ slug: post.slug }}>
                    {post.title}
                  </Link>
                </h2>
                <Byline post={post} />
                <p>{post.excerpt}</p>
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={list.meta} label="Blog pages" />
      </Container>
    </>
  );
}

/** /blog/{slug}: one post with its byline, body, related catalog pages and its neighbours. */
export function BlogPostPage({ post }: { post: Post }) {
  return (
    <article>
      <PageIntro
        eyebrow={
          <Link to="/blog" className={styles['eyebrowLink']}>
            Blog
          </Link>
        }
        title={post.title}
        lead={
          <>
            <p>{post.excerpt}</p>
            <Byline post={post} />
          </>
        }
      />
      <Container className={styles['body']}>
        <Prose html={post.html} className={styles['article']} />
        <Related post={post} />
        <Neighbours post={post} />
      </Container>
    </article>
  );
}

function Related({ post }: { post: Post }) {
  const { authors, events } = post.related;
  if (authors.length === 0 && events.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className={styles['related']}>
      <h2 id="related-title" className={styles['sectionTitle']}>
        Mentioned in this post
      </h2>
      <ul className={styles['relatedList']}>
        {events.map((event) => (
          <li key={`event-${event.slug}`}>
            <Link to="/event/$slug" params={{ slug: event.slug }}>
              {event.title}
            </Link>
            <span className={styles['relatedMeta']}>Signing · {longDate(event.starts_at)}</span>
          </li>
        ))}
        {authors.map((author) => (
          <li key={`author-${author.slug}`}>
            <Link to="/author/$slug" params={{ slug: author.slug }}>
              {author.name}
            </Link>
            <span className={styles['relatedMeta']}>Author</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Neighbours({ post }: { post: Post }) {
  if (!post.previous && !post.next) return null;
  return (
    <nav aria-label="More posts" className={styles['neighbours']}>
      {post.previous ? (
        <Link to="/blog/$slug" params={{ slug: post.previous.slug }} rel="prev" className={styles['neighbour']}>
          <span className={styles['neighbourLabel']}>
            <ArrowLeftIcon /> Previous post
          </span>
          <span>{post.previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {post.next ? (
        <Link
          to="/blog/$slug"
          params={{ slug: post.next.slug }}
          rel="next"
          className={[styles['neighbour'], styles['neighbourNext']].join(' ')}
        >
          <span className={styles['neighbourLabel']}>
            Next post <ArrowRightIcon />
          </span>
          <span>{post.next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
