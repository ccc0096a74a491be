import { paginated } from '@folio/http-contract';
import * as v from 'valibot';
import { single } from './common.schema.js';
import { EventDetail } from './event-detail.schema.js';
import { EventSummary } from './event.schema.js';
import { OrderFormSummary } from './order-form.schema.js';
import {
  AuthorProfile,
  AuthorSummary,
  ReaderProfile,
  ReaderSummary,
  VendorProfile,
  VendorSummary,
} from './person.schema.js';
import { SearchResults } from './search.schema.js';
import { Category, Collection, Listing } from './taxonomy.schema.js';

// The body of each catalog answer, named after what it carries.
export const EventList = paginated(EventSummary);
export type EventList = v.InferOutput<typeof EventList>;
export const EventDetailResponse = single(EventDetail);
export type EventDetailResponse = v.InferOutput<typeof EventDetailResponse>;

export const AuthorList = paginated(AuthorSummary);
export type AuthorList = v.InferOutput<typeof AuthorList>;
export const AuthorProfileResponse = single(AuthorProfile);
export type AuthorProfileResponse = v.InferOutput<typeof AuthorProfileResponse>;

export const VendorList = paginated(VendorSummary);
export type VendorList = v.InferOutput<typeof VendorList>;
export const VendorProfileResponse = single(VendorProfile);
export type VendorProfileResponse = v.InferOutput<typeof VendorProfileResponse>;

export const ReaderList = paginated(ReaderSummary);
export type ReaderList = v.InferOutput<typeof ReaderList>;
export const ReaderProfileResponse = single(ReaderProfile);
export type ReaderProfileResponse = v.InferOutput<typeof ReaderProfileResponse>;

export const OrderFormList = paginated(OrderFormSummary);
export type OrderFormList = v.InferOutput<typeof OrderFormList>;

export const CategoryList = v.object({ data: v.array(Category) });
export type CategoryList = v.InferOutput<typeof CategoryList>;
export const CategoryResponse = single(Category);
export type CategoryResponse = v.InferOutput<typeof CategoryResponse>;

export const CollectionList = v.object({ data: v.array(Collection) });
export type CollectionList = v.InferOutput<typeof CollectionList>;
export const CollectionResponse = single(Collection);
export type CollectionResponse = v.InferOutput<typeof CollectionResponse>;

export const ListingResponse = single(Listing);
export type ListingResponse = v.InferOutput<typeof ListingResponse>;

export const SearchResponse = single(SearchResults);
export type SearchResponse = v.InferOutput<typeof SearchResponse>;
