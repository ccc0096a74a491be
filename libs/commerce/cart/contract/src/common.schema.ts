import * as v from 'valibot';

/**
 * The visitor's session id: the `sess_id` cookie (spec section 3) and the `session_uid` every cart
 * call carries. At least 128 random bits, in base64url (22 characters hold 132 bits).
 */
export const SESSION_COOKIE_NAME = 'sess_id';
export const SESSION_COOKIE_DAYS = 365;
export const SESSION_UID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const SessionUid = v.pipe(
  v.string('The session_uid must be a string.'),
  v.regex(SESSION_UID_PATTERN, 'The session_uid is not a valid session id.'),
);

/** The most units of one line, and the longest message to a seller. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_MESSAGE_LENGTH = 2000;
/** How long adding holds stock; a lapsed hold returns its units, and the line stays in the cart. */
export const HOLD_MINUTES = 30;

export const uuidField = (field: string) =>
  v.pipe(v.string(`The ${field} must be a string.`), v.uuid(`The ${field} must be a valid id.`));

export const quantityField = (min: number) =>
  v.pipe(
    v.number('The quantity must be a number.'),
    v.integer('The quantity must be a whole number.'),
    v.minValue(min, `The quantity must be at least ${min}.`),
    v.maxValue(MAX_LINE_QUANTITY, `The quantity may not be greater than ${MAX_LINE_QUANTITY}.`),
  );
