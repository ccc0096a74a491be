import { summarize, type PageHeadInput } from '@folio/http-contract';
import type { AuthorProfile, VendorProfile } from './person.schema.js';

/**
 * Title and share metadata of an author's pages; `view` names the child (About, Stores). One
 * derivation for the web route's head and the API's link-preview HTML.
 */
export function authorPageHead(author: AuthorProfile, view?: string): PageHeadInput {
  return {
    title: view ? `${view} · ${author.name}` : author.name,
    description: summarize(`${author.tagline}. ${author.bio}`),
    image: author.avatar_url,
    type: 'profile',
  };
}

/** Title and share metadata of a vendor's pages. */
export function vendorPageHead(vendor: VendorProfile, view?: string): PageHeadInput {
  return {
    title: view ? `${view} · ${vendor.name}` : vendor.name,
    description: summarize(`${vendor.tagline}. ${vendor.bio}`),
    image: vendor.logo_url,
    type: 'profile',
  };
}
