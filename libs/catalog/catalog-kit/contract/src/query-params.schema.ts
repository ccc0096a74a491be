import * as v from 'valibot';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './common.schema.js';

/*
 * Building blocks of every catalog list's query schema. Query strings arrive as strings; each
 * schema validates them and outputs typed values.
 * Unknown parameters are ignored; a repeated parameter, a value of the wrong form, a sort_by
 * outside the allow-list or per_page above 100 is a 422 with the field's message.
 */

/** An optional slug filter (`?category=signing`) with the field's message. */
export const slugFilter = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(MAX_SLUG_LENGTH, `The ${field} may not be longer than ${MAX_SLUG_LENGTH} characters.`),
      v.regex(SLUG_PATTERN, `The ${field} must be a valid slug.`),
    ),
  );

/** Free text; blank counts as absent. */
export const MAX_QUERY_LENGTH = 200;
export const textFilter = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_QUERY_LENGTH, `The ${field} may not be longer than ${MAX_QUERY_LENGTH} characters.`),
      v.transform((text) => (text === '' ? undefined : text)),
    ),
  );

/** `sort_by` from an allow-list. */
export const sortBy = <const T extends readonly [string, ...string[]]>(fields: T) =>
  v.optional(v.picklist(fields, `The selected sort_by is invalid. Allowed: ${fields.join(', ')}.`));

/** `sort_order`: asc or desc. */
export const sortOrder = v.optional(v.picklist(['asc', 'desc'], 'The sort_order must be asc or desc.'));

/** `?flag=true|false|1|0` as a boolean. */
export const booleanFlag = (field: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], `The ${field} field must be true or false.`),
      v.transform((flag) => flag === 'true' || flag === '1'),
    ),
  );
