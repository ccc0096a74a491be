import { randomBytes, randomUUID } from 'node:crypto';

/**
 * A private form is reachable only by its link, so its address carries what nobody can guess from
 * public names: `{author-slug}-{event-slug}-{secret}`, the secret 128 random bits as 32 lower-case
 * hex digits. The bare `{author-slug}-{event-slug}` is no form's address and answers 404. The
 * database refuses a private form whose slug lacks the secret (`order_forms_private_link_check`).
 */
export const PRIVATE_LINK_SECRET = /-[0-9a-f]{32}$/;

/** `base` with a fresh secret appended. */
export function privateSlug(base: string): string {
  return `${base}-${randomBytes(16).toString('hex')}`;
}

/**
 * The keys of a form that has just become private: the slug gets its secret, and the id and the
 * uid (which the cart's API accepts for the form, and answers with its slug) are drawn afresh from
 * the system's random source, so none of them follows from a seed or from a public name.
 */
export function privateKeys(slug: string): { id: string; uid: string; slug: string } {
  return { id: randomUUID(), uid: randomBytes(16).toString('hex'), slug: privateSlug(slug) };
}
