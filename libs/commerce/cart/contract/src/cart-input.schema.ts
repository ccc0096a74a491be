import { PageQuery } from '@folio/http-contract';
import * as v from 'valibot';
import { CART_STATUSES } from './cart.schema.js';
import { MAX_MESSAGE_LENGTH, quantityField, SessionUid, uuidField } from './common.schema.js';

/** Which variant was chosen for a product of a bundle. */
export const ProductVariantChoice = v.object({
  product_id: uuidField('product_variants.*.product_id'),
  variant_id: uuidField('product_variants.*.variant_id'),
});
export type ProductVariantChoice = v.InferOutput<typeof ProductVariantChoice>;

const productVariants = v.optional(
  v.pipe(
    v.array(ProductVariantChoice, 'The product_variants must be a list.'),
    v.maxLength(20, 'The product_variants may not have more than 20 items.'),
  ),
);

const oneOf = (input: Record<string, unknown>) =>
  (input['product_id'] === undefined) !== (input['bundle_id'] === undefined);
const ONE_OF_MESSAGE = 'Give either a product_id or a bundle_id.';

/**
 * A line's identity, as remove, adjust and add name it: a product (with its variant when it has
 * variants) or a bundle (with a variant per product that has them). Exactly one of product_id and
 * bundle_id.
 */
function lineInput<const TExtra extends v.ObjectEntries>(extra: TExtra) {
  const product = v.object({
    product_id: uuidField('product_id'),
    variant_id: v.optional(uuidField('variant_id')),
    ...extra,
  });
  const bundle = v.object({ bundle_id: uuidField('bundle_id'), product_variants: productVariants, ...extra });
  // The line's kind decides which shape applies, so a wrong field is named as itself (a union
  // would answer "Give either ..." for a missing session_uid or a quantity that is not a number).
  return v.pipe(
    v.looseObject({}, 'The body must be a JSON object.'),
    v.check(oneOf, ONE_OF_MESSAGE),
    v.lazy((input) => ((input as Record<string, unknown>)['product_id'] !== undefined ? product : bundle)),
  );
}

/** POST add: {product_id, session_uid, quantity, variant_id?} or {bundle_id, session_uid, quantity, product_variants?}. */
export const AddCartItemInput = lineInput({ session_uid: SessionUid, quantity: quantityField(1) });
export type AddCartItemInput = v.InferOutput<typeof AddCartItemInput>;

/** POST remove: {product_id, variant_id?} or {bundle_id, product_variants?}. */
export const RemoveCartItemInput = lineInput({});
export type RemoveCartItemInput = v.InferOutput<typeof RemoveCartItemInput>;

/** POST adjust: {product_id, quantity, variant_id?} or {bundle_id, quantity, product_variants?}; the new quantity of the line. */
export const AdjustCartItemInput = lineInput({ quantity: quantityField(1) });
export type AdjustCartItemInput = v.InferOutput<typeof AdjustCartItemInput>;

export const CartMessageInput = v.object({
  message: v.pipe(
    v.string('The message must be a string.'),
    v.maxLength(MAX_MESSAGE_LENGTH, `The message may not be longer than ${MAX_MESSAGE_LENGTH} characters.`),
  ),
});
export type CartMessageInput = v.InferOutput<typeof CartMessageInput>;

export const CouponInput = v.object({
  code: v.pipe(
    v.string('The code must be a string.'),
    v.trim(),
    v.minLength(1, 'Enter a coupon code.'),
    v.maxLength(64, 'The code may not be longer than 64 characters.'),
  ),
});
export type CouponInput = v.InferOutput<typeof CouponInput>;

/** `?session_uid=` on init and summary. */
export const SessionQuery = v.object({ session_uid: v.optional(SessionUid) });
export type SessionQuery = v.InferOutput<typeof SessionQuery>;

export const ShippingOptionsQuery = v.object({
  country_code: v.pipe(
    v.string('The country_code is required.'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'The country_code must be a two-letter country code.'),
  ),
});
export type ShippingOptionsQuery = v.InferOutput<typeof ShippingOptionsQuery>;

export const CART_SORT_FIELDS = ['created_at', 'updated_at'] as const;

const isoDateQuery = (field: string) =>
  v.optional(
    v.pipe(v.string(`The ${field} may be given only once.`), v.isoDate(`The ${field} must be a date (YYYY-MM-DD).`)),
  );

/**
 * GET list: the visitor's carts (their session's and, signed in, their account's), filtered by
 * event (id), creation date and status, sorted by an allow-listed field, paginated.
 */
export const CartListQuery = v.pipe(
  v.object({
    ...PageQuery.entries,
    session_uid: v.optional(SessionUid),
    event: v.optional(uuidField('event')),
    date_from: isoDateQuery('date_from'),
    date_to: isoDateQuery('date_to'),
    status: v.optional(
      v.picklist(CART_STATUSES, `The selected status is invalid. Allowed: ${CART_STATUSES.join(', ')}.`),
    ),
    sort_by: v.optional(
      v.picklist(CART_SORT_FIELDS, `The selected sort_by is invalid. Allowed: ${CART_SORT_FIELDS.join(', ')}.`),
    ),
    sort_order: v.optional(v.picklist(['asc', 'desc'], 'The sort_order must be asc or desc.')),
  }),
  v.forward(
    v.check(
      (q) => !q.date_from || !q.date_to || q.date_from <= q.date_to,
      'The date_to must be a date after or equal to date_from.',
    ),
    ['date_to'],
  ),
);
export type CartListQuery = v.InferOutput<typeof CartListQuery>;
