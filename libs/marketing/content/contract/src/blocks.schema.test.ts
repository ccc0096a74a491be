import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlockHref, ContentBlockInput, ContentBlocksInput } from './blocks.schema.js';
import { CONTENT_PAGES, contentPagePath } from './content-pages.js';
import { PostListQuery } from './content.schema.js';

describe('content blocks', () => {
  it('accepts site paths, https and mailto links, and refuses script, data and protocol-relative ones', () => {
    for (const href of ['/for-authors/pricing', 'https://example.org/x', 'mailto:hello@folio.test'])
      expect(v.is(BlockHref, href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      '//evil.test',
      'http://plain.test',
      ' /x',
    ])
      expect(v.is(BlockHref, href), href).toBe(false);
  });

  it('refuses a block of an unknown kind and a page without blocks', () => {
    expect(v.is(ContentBlockInput, { kind: 'script', src: 'x' })).toBe(false);
    expect(v.is(ContentBlocksInput, [])).toBe(false);
    expect(v.is(ContentBlocksInput, [{ kind: 'markdown', markdown: '# Hi' }])).toBe(true);
  });

  it('gives every content page a distinct slug and address', () => {
    expect(new Set(CONTENT_PAGES.map((page) => page.slug)).size).toBe(CONTENT_PAGES.length);
    expect(new Set(CONTENT_PAGES.map((page) => page.path)).size).toBe(CONTENT_PAGES.length);
    expect(contentPagePath('terms-giveaways')).toBe('/terms/giveaways');
  });

  it('pages the blog six posts at a time unless asked otherwise', () => {
    expect(v.parse(PostListQuery, {})).toEqual({ page: 1, per_page: 6 });
    expect(v.is(PostListQuery, { page: '0' })).toBe(false);
  });
});
