import { pageHead } from '@folio/catalog-kit';
import { authorPageHead, vendorPageHead, type AuthorProfile, type VendorProfile } from '@folio/people-contract';
import type { AuthorsSearch } from './people-search';
import { genreLabel } from './genres';

export function authorsHead(search: AuthorsSearch) {
  const genre = search.genre ? `${genreLabel(search.genre)} authors` : 'Authors';
  return pageHead({
    title: genre,
    description:
      'Meet the authors signing at Folio events: follow them, preorder signed books and see where they sign next.',
  });
}

export function vendorsHead() {
  return pageHead({
    title: 'Vendors',
    description: 'Bookshops and special-edition publishers selling signed books at Folio events.',
  });
}

export function authorHead(author: AuthorProfile | undefined, view?: string) {
  if (!author) return pageHead({ title: 'Author', description: 'An author on Folio.' });
  return pageHead(authorPageHead(author, view));
}

export function vendorHead(vendor: VendorProfile | undefined, view?: string) {
  if (!vendor) return pageHead({ title: 'Vendor', description: 'A bookshop or publisher on Folio.' });
  return pageHead(vendorPageHead(vendor, view));
}
