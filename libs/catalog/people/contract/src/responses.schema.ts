import { single } from '@folio/catalog-kit-contract';
import { paginated } from '@folio/http-contract';
import * as v from 'valibot';
import { AuthorProfile, AuthorSummary, ReaderSummary, VendorProfile, VendorSummary } from './person.schema.js';

// The body of each people answer, named after what it carries.
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
