import { single } from '@folio/catalog-kit-contract';
import { paginated } from '@folio/http-contract';
import * as v from 'valibot';
import { EventDetail } from './event-detail.schema.js';
import { EventSummary } from './event.schema.js';
import { OrderFormSummary } from './order-form.schema.js';
import { ReaderProfile } from './reader-profile.schema.js';
import { Category, Collection, Listing } from './taxonomy.schema.js';

// The body of each events answer, named after what it carries.
export const EventList = paginated(EventSummary);
export type EventList = v.InferOutput<typeof EventList>;
export const EventDetailResponse = single(EventDetail);
export type EventDetailResponse = v.InferOutput<typeof EventDetailResponse>;

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
