import {
  apiError,
  createApiServer,
  createTestHttpClient,
  embedPageData,
  renderScreen,
  type ScreenProps,
} from '@folio/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BlogIndexPage, BlogPostPage } from './blog-pages';
import { BlogSearch } from './blog-search';
import { ContentPageView } from './content-page';
import { loadContentPage, loadPartners } from './content.load';
import { PartnerPage, PartnersPage } from './partners-pages';
import { aContentPage, aPartner, aPost, aPostSummary, contentPageHandler, partnersHandler } from './testing';

const apiServer = createApiServer();

describe('a content page', () => {
  it('opens with its hero as the one h1 and shows each block: steps, FAQ, the pricing table and a call to action', async () => {
    const page = aContentPage({
      blocks: [
        {
          kind: 'hero',
          title: '5% per order. No monthly fee.',
          lead: 'You pay when you sell.',
          actions: [{ label: 'Find a signing', href: '/events' }],
        },
        { kind: 'steps', title: 'How it works', items: [{ title: 'Open a form', text: 'Pick the event.' }] },
        {
          kind: 'pricing',
          title: 'Fees',
          rows: [{ item: 'Folio fee', fee: '5% of each order’s item total', note: 'Not on shipping.' }],
        },
        { kind: 'faq', title: 'Questions', items: [{ question: 'When am I paid?', answer: 'Every week.' }] },
        { kind: 'prose', title: 'Details', html: '<p>See <a href="/about">about</a>.</p>' },
        {
          kind: 'cta',
          title: 'Start selling',
          text: 'It takes an afternoon.',
          action: { label: 'Write to us', href: 'mailto:hello@folio.test' },
        },
      ],
    });
    await renderScreen(() => <ContentPageView page={page} />, { path: '/for-authors/pricing' });

    expect(await screen.findByRole('heading', { level: 1, name: '5% per order. No monthly fee.' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Find a signing' }).getAttribute('href')).toBe('/events');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Folio fee' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '5% of each order’s item total' })).toBeTruthy();
    expect(screen.getByText('When am I paid?').closest('details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'about' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('mailto:hello@folio.test');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How it works',
      'Fees',
      'Questions',
      'Details',
      'Start selling',
    ]);
  });

  it('uses the page title and description as its heading band when it opens with prose (legal pages)', async () => {
    const page = aContentPage({
      slug: 'terms',
      title: 'Terms of service',
      description: 'The terms.',
      blocks: [{ kind: 'prose', html: '<h2>Orders</h2><p>Text.</p>' }],
    });
    await renderScreen(() => <ContentPageView page={page} />, { path: '/terms' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
  });

  it('opens an internal link inside rendered prose in the app, without a page load', async () => {
    const page = aContentPage({
      slug: 'about',
      blocks: [{ kind: 'prose', html: '<p><a href="/for-authors/pricing">pricing</a></p>' }],
    });
    const { user, router } = await renderScreen(() => <ContentPageView page={page} />, { path: '/about' });

    await user.click(await screen.findByRole('link', { name: 'pricing' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/for-authors/pricing'));
  });
});

describe('the blog', () => {
  it('lists posts with author, the long date and reading time, and pages through them', async () => {
    const list = {
      data: [
        aPostSummary(),
        aPostSummary({
          slug: 'welcome',
          title: 'Welcome to Folio',
          published_at: '2026-09-15T12:00:00.000Z',
          reading_minutes: 1,
        }),
      ],
      meta: { current_page: 1, per_page: 6, total: 8, last_page: 2 },
    };
    await renderScreen(({ search }: ScreenProps<BlogSearch>) => <BlogIndexPage search={search} list={list} />, {
      path: '/blog',
      validateSearch: BlogSearch,
    });

    const posts = await screen.findByRole('list', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: 'Why we charge 5% and nothing else' }).getAttribute('href')).toBe(
      '/blog/a-fair-fee',
    );
    expect(within(posts).getByText('November 2, 2026')).toBeTruthy();
    expect(within(posts).getByText('September 15, 2026')).toBeTruthy();
    expect(within(posts).getAllByText('By Hannah Lindqvist')).toHaveLength(2);
    expect(within(posts).getByText('3 min read')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog?page=2');
  });

  it('says so when a page is past the last post, with a way back', async () => {
    const list = { data: [], meta: { current_page: 9, per_page: 6, total: 7, last_page: 2 } };
    await renderScreen(({ search }: ScreenProps<BlogSearch>) => <BlogIndexPage search={search} list={list} />, {
      path: '/blog?page=9',
      validateSearch: BlogSearch,
    });

    expect(await screen.findByRole('heading', { name: 'No posts on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the newest posts' }).getAttribute('href')).toBe('/blog');
  });

  it('shows a post with its byline, body, related signings and authors, and the previous and next posts', async () => {
    const post = aPost({
      html: '<h2>What the 5% pays for</h2><p>Order forms.</p>',
      related: {
        authors: [{ slug: 'ada-quill', name: 'Ada Quill' }],
        events: [{ slug: 'autumn-signing', title: 'Autumn Signing', starts_at: '2026-12-05T10:00:00.000Z' }],
      },
      previous: { slug: 'older', title: 'An older post' },
      next: { slug: 'newer', title: 'A newer post' },
    });
    await renderScreen(() => <BlogPostPage post={post} />, { path: '/blog/a-fair-fee', routePath: '/blog/$slug' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Why we charge 5% and nothing else' })).toBeTruthy();
    expect(screen.getByText('November 2, 2026').closest('time')?.getAttribute('datetime')).toBe(
      '2026-11-02T12:00:00.000Z',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What the 5% pays for' })).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Mentioned in this post' });
    expect(within(related).getByRole('link', { name: 'Autumn Signing' }).getAttribute('href')).toBe(
      '/event/autumn-signing',
    );
    expect(within(related).getByRole('link', { name: 'Ada Quill' }).getAttribute('href')).toBe('/author/ada-quill');
    const more = screen.getByRole('navigation', { name: 'More posts' });
    expect(
      within(more)
        .getByRole('link', { name: /Previous post.*An older post/ })
        .getAttribute('href'),
    ).toBe('/blog/older');
    expect(
      within(more)
        .getByRole('link', { name: /Next post.*A newer post/ })
        .getAttribute('href'),
    ).toBe('/blog/newer');
  });
});

describe('partners', () => {
  it('lists the partners under the page copy, each linking to its page', async () => {
    const page = aContentPage({
      slug: 'partners',
      blocks: [{ kind: 'hero', title: 'The people who make signings happen', lead: 'Bookshops and more.' }],
    });
    await renderScreen(() => <PartnersPage page={page} partners={{ data: [aPartner()] }} />, { path: '/partners' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The people who make signings happen' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Partners' });
    expect(within(list).getByRole('link', { name: 'Paper & Post' }).getAttribute('href')).toBe(
      '/partners/paper-and-post',
    );
  });

  it('shows one partner with a link to their site', async () => {
    await renderScreen(() => <PartnerPage partner={aPartner()} />, {
      path: '/partners/paper-and-post',
      routePath: '/partners/$slug',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paper & Post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Paper & Post' }).getAttribute('href')).toBe(
      'https://paperandpost.example',
    );
  });
});

describe('the content loaders', () => {
  it('draw a first visit from the page data in the HTML, with no request', async () => {
    const remove = embedPageData({ data: aContentPage({ slug: 'about', title: 'About Folio' }) });
    try {
      expect((await loadContentPage(createTestHttpClient(), 'about')).data.title).toBe('About Folio');
      expect(apiServer.requests).toEqual([]);
    } finally {
      remove();
    }
  });

  it('ask the API on a later visit, and refuse an answer that does not fit the contract', async () => {
    apiServer.use(
      contentPageHandler(aContentPage({ slug: 'about', title: 'About Folio' })),
      partnersHandler([aPartner()]),
    );
    const http = createTestHttpClient();
    expect((await loadContentPage(http, 'about')).data.title).toBe('About Folio');
    apiServer.use(contentPageHandler(aContentPage({ slug: 'partners' })));
    expect((await loadPartners(http)).partners.data.map((partner) => partner.slug)).toEqual(['paper-and-post']);
    apiServer.use(contentPageHandler({ ...aContentPage({ slug: 'terms' }), blocks: [{ kind: 'script' }] } as never));
    await expect(loadContentPage(http, 'terms')).rejects.toThrow();
  });

  it("pass the API's not-found on, for the shell's not-found screen", async () => {
    apiServer.use(contentPageHandler(apiError(404, 'Page not found.'), 'privacy'));
    await expect(loadContentPage(createTestHttpClient(), 'privacy')).rejects.toMatchObject({ status: 404 });
  });
});
