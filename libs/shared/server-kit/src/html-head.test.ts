import { describe, expect, it } from 'vitest';
import { pageHeadResolver, withPageData, withPageHead, withPublicConfig } from './html-head.js';

const template = `<!doctype html><html><head>
    <meta charset="utf-8" />
    <title>Folio</title>
    <meta
      name="description"
      content="The place where books find their readers."
    />
    <meta property="og:title" content="Folio" />
    <meta name="twitter:card" content="summary" />
    <link rel="icon" href="/favicon.svg" />
  </head><body><div id="root"></div></body></html>`;

describe('withPageHead', () => {
  it("replaces the default title and share tags with the page's own, with absolute addresses", () => {
    const html = withPageHead(
      template,
      { title: 'Chicago Signing Social', description: 'Meet 40 authors.', image: '/api/catalog/covers/events/a.svg' },
      { origin: 'https://folio.example/', pathname: '/event/chicago-signing-social' },
    );

    expect(html).toContain('<title>Chicago Signing Social · Folio</title>');
    expect(html).toContain('<meta property="og:url" content="https://folio.example/event/chicago-signing-social" />');
    expect(html).toContain('<link rel="canonical" href="https://folio.example/event/chicago-signing-social" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://folio.example/api/catalog/covers/events/a.svg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<meta property="og:title" content="Folio" />');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('says noindex for a page that asks for it, once, and nothing of the kind otherwise', () => {
    const where = { origin: 'https://folio.example', pathname: '/orderform/a-b-0123' };
    const hidden = withPageHead(
      template.replace('</head>', '<meta name="robots" content="all" /></head>'),
      { title: 'A private form', description: 'Only by its link.', noindex: true },
      where,
    );
    expect(hidden.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex" />']);
    expect(withPageHead(template, { title: 'A form', description: 'Listed.' }, where)).not.toContain('robots');
  });

  it('escapes what the page data says, so a title cannot inject markup', () => {
    const html = withPageHead(
      template,
      { title: '"><script>alert(1)</script>', description: "Tom & Jerry's <b>" },
      { origin: 'http://localhost:3000', pathname: '/x' },
    );

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Folio');
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;');
  });
});

describe('pageHeadResolver', () => {
  it('asks the first matching pattern, with decoded parameters, and says when none matched', async () => {
    const resolve = pageHeadResolver([
      {
        pattern: '/event/:slug',
        resolve: async ({ slug }) => (slug === 'known' ? { title: `Event ${slug}`, description: 'd' } : null),
      },
      { pattern: '/author/:slug', resolve: async ({ slug }) => ({ title: `Author ${slug}`, description: 'd' }) },
    ]);

    await expect(resolve('/event/known')).resolves.toEqual({ title: 'Event known', description: 'd' });
    await expect(resolve('/event/unknown')).resolves.toBeNull();
    await expect(resolve('/author/j%C3%BCrgen/')).resolves.toEqual({ title: 'Author jürgen', description: 'd' });
    await expect(resolve('/event/known/store')).resolves.toBeUndefined();
    await expect(resolve('/event/%E0%A4%A')).resolves.toBeUndefined();
  });
});

describe('withPageHead and replacement patterns', () => {
  it("keeps a title's `$&` and `$'` as text", () => {
    const html = withPageHead(
      template,
      { title: "Save $& and $' now", description: 'x' },
      { origin: 'https://folio.example', pathname: '/x' },
    );
    expect(html).toContain('<title>Save $&amp; and $&#39; now · Folio</title>');
  });
});

describe('withPageData', () => {
  it('embeds the data as a JSON block the page parses back to the same value', () => {
    const data = { data: { title: 'Ember & Ash', quote: "it's", n: 3, list: [1, null] } };
    const html = withPageData(template, data, '/blog?page=2&x="y"');
    const block = /<script id="folio-page-data" type="application\/json" data-url="([^"]*)">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(block).not.toBeNull();
    expect(block?.[1]).toBe('/blog?page=2&amp;x=&quot;y&quot;');
    expect(JSON.parse(block?.[2] ?? 'null')).toEqual(data);
    expect(html.indexOf('id="folio-page-data"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('cannot be broken out of by the strings it carries', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- $& \u2028' };
    const html = withPageData(template, hostile, '/');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const block = /<script id="folio-page-data" type="application\/json" data-url="\/">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(hostile);
  });
});

describe('withPublicConfig', () => {
  it('writes the settings into the head as a JSON block that cannot be broken out of', () => {
    const config = {
      analytics: { host: '</script><script>alert(1)</script>', source: 'web', token: 't', visitorCookie: 'v' },
    };
    const html = withPublicConfig(template, config);
    expect(html.match(/<script/g)).toHaveLength(1);
    const block = /<script id="folio-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(config);
    expect(html.indexOf('id="folio-config"')).toBeLessThan(html.indexOf('</head>'));
  });
});
