import {
  AuthorProfile,
  AuthorSummary,
  Book,
  Category,
  Collection,
  EventDetail,
  EventList,
  EventSummary,
  OrderFormSummary,
  ReaderProfile,
  SearchResults,
  VendorProfile,
} from '@folio/catalog-contract';
import * as v from 'valibot';
import {
  aBook,
  aCategory,
  aCollection,
  anAuthor,
  anAuthorProfile,
  anEvent,
  anEventDetail,
  anOrderForm,
  aPage,
  aReaderProfile,
  aVendorProfile,
  aVirtualEvent,
  someSearchResults,
} from './factories';

describe('example answers', () => {
  it.each([
    ['EventSummary', EventSummary, anEvent()],
    ['virtual EventSummary', EventSummary, aVirtualEvent()],
    ['EventDetail', EventDetail, anEventDetail()],
    ['AuthorSummary', AuthorSummary, anAuthor()],
    ['AuthorProfile', AuthorProfile, anAuthorProfile()],
    ['VendorProfile', VendorProfile, aVendorProfile()],
    ['ReaderProfile', ReaderProfile, aReaderProfile()],
    ['Book', Book, aBook()],
    ['OrderFormSummary', OrderFormSummary, anOrderForm()],
    ['Category', Category, aCategory()],
    ['Collection', Collection, aCollection()],
    ['SearchResults', SearchResults, someSearchResults({ events: [anEvent()], authors: [anAuthor()] })],
    ['EventList', EventList, aPage([anEvent(), anEvent()], { total: 30, per_page: 12 })],
  ] as const)('%s matches the contract', (_name, schema, example) => {
    const result = v.safeParse(schema as v.GenericSchema, example);
    expect(result.issues).toBeUndefined();
  });

  it('gives every call its own ids and slugs', () => {
    const [first, second] = [anEvent(), anEvent()];
    expect(first.id).not.toBe(second.id);
    expect(first.slug).not.toBe(second.slug);
  });

  it('works out the last page from the total', () => {
    expect(aPage([anEvent()], { total: 25, per_page: 12, current_page: 3 }).meta).toEqual({
      current_page: 3,
      per_page: 12,
      total: 25,
      last_page: 3,
    });
  });
});
