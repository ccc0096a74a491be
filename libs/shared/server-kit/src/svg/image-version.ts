import { createHash } from 'node:crypto';

/** Bumped when the drawing itself changes, so every generated picture gets a new address. */
const DRAWING = 'cover-avatar-1';

/**
 * A short key of everything a generated picture is drawn from. Picture URLs carry it (`?v=`), so
 * a renamed event or person gets a new address, and only an address with the current key is
 * cached for good.
 */
export function imageVersion(input: unknown): string {
  return createHash('sha256').update(DRAWING).update(JSON.stringify(input)).digest('base64url').slice(0, 12);
}
