import { pageHead } from '@folio/catalog-kit';
import {
  blogPageHead,
  contentPageHead,
  partnerPageHead,
  postPageHead,
  type ContentPage,
  type Partner,
  type Post,
} from '@folio/content-contract';

// The route heads, from the same derivations the API's link-preview HTML uses.

export const contentHead = (page: ContentPage | undefined) => (page ? pageHead(contentPageHead(page)) : {});
export const blogHead = (page?: number) => pageHead(blogPageHead(page));
export const postHead = (post: Post | undefined) => (post ? pageHead(postPageHead(post)) : {});
export const partnerHead = (partner: Partner | undefined) => (partner ? pageHead(partnerPageHead(partner)) : {});
