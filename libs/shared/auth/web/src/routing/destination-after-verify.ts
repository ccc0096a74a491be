import { safeRedirect } from './safe-redirect';

/**
 * Where a reader who signed up from a page that asked them to sign in (a checkout, say) was going:
 * kept on this device while their address waits to be verified (the link works for 24 hours,
 * opened in a new tab from their mailbox), so the verification leads back there.
 */
const KEY = 'folio.destinationAfterVerify';
const KEPT_MS = 24 * 60 * 60 * 1000;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** Keeps `path` (if it is a safe destination) for after the verification. */
export function rememberDestination(path: string | null, now = Date.now()): void {
  const safe = safeRedirect(path);
  if (!safe) return;
  storage()?.setItem(KEY, JSON.stringify({ path: safe, at: now }));
}

/** The destination kept at sign-up, if it is still fresh and safe; null otherwise. */
export function rememberedDestination(now = Date.now()): string | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > KEPT_MS) return null;
    return safeRedirect(path);
  } catch {
    return null;
  }
}

/** Forgets the destination (once it has been followed). */
export function forgetDestination(): void {
  storage()?.removeItem(KEY);
}
