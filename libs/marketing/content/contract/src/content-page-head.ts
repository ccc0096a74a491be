import { summarize, type PageHeadInput } from '@folio/http-contract';
import type { ContentPage, Partner, Post } from './content.schema.js';

// One derivation of each page's title and share tags, for the web route's head and the API's
// link-preview HTML alike.

export function contentPageHead(page: Pick<ContentPage, 'title' | 'description'>): PageHeadInput {
  return { title: page.title, description: summarize(page.description) };
}

export function postPageHead(post: Pick<Post, 'title' | 'excerpt'>): PageHeadInput {
  return { title: post.title, description: summarize(post.excerpt), type: 'article' };
}

export function partnerPageHead(partner: Pick<Partner, 'name' | 'blurb'>): PageHeadInput {
  return { title: `${partner.name} · Partners`, description: summarize(partner.blurb) };
}

export const BLOG_PAGE_HEAD: PageHeadInput = {
  title: 'Blog',
  description:
    'News, guides and behind-the-table stories from Folio: signed-book preorders, signings, deposits and the people who run them.',
};

/** Page 2 and on carry their number, so each page of the list has its own title. */
export function blogPageHead(page = 1): PageHeadInput {
  return page > 1 ? { ...BLOG_PAGE_HEAD, title: `Blog · Page ${page}` } : BLOG_PAGE_HEAD;
}
