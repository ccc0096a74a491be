/**
 * The giveaway draw, in one pure function both the server and any browser run (Web Crypto only).
 *
 * 1. At the opening the server picks a secret 32-byte seed and publishes `commitment = sha256(seed)`.
 * 2. Entries get public numbers 1..N in the order they are accepted.
 * 3. At the draw the seed is revealed. For k = 0, 1, 2, …: `h = HMAC-SHA256(key = seed, message =
 *    "winner:" + k)`, read as a 256-bit big-endian unsigned integer; the candidate is `1 + (h mod N)`.
 *    A candidate already chosen is skipped; stop once `min(winners, N)` numbers are chosen.
 *
 * Anyone checks `sha256(seed) == commitment` (the seed was fixed before anyone entered) and
 * recomputes the winning numbers from the seed and N.
 */

/** What the contract needs from Web Crypto (Node 24 and every browser have it on `globalThis`). */
interface SubtleLike {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: string; hash: string },
    extractable: boolean,
    usages: string[],
  ): Promise<unknown>;
  sign(algorithm: string, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}
const subtle = (): SubtleLike => (globalThis as unknown as { crypto: { subtle: SubtleLike } }).crypto.subtle;

/** A draw never runs longer than this many HMACs (a bound that duplicates cannot reach in practice). */
const MAX_ROUNDS = 100_000;

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error('Not a hex string.');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** The bytes of an ASCII string (the contract has no DOM or Node types, so no TextEncoder). */
const ascii = (text: string): Uint8Array => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/** sha256(seed bytes), hex: the commitment published when entries open. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return bytesToHex(await subtle().digest('SHA-256', hexToBytes(seedHex)));
}

/** The winning entry numbers (1-based, in draw order) for a seed and an entry count. */
export async function drawWinners(seedHex: string, entryCount: number, winners: number): Promise<number[]> {
  if (!Number.isInteger(entryCount) || entryCount < 0) throw new Error('The entry count is a whole number.');
  if (!Number.isInteger(winners) || winners < 1) throw new Error('At least one winner.');
  const want = Math.min(winners, entryCount);
  const key = await subtle().importKey('raw', hexToBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const chosen: number[] = [];
  const n = BigInt(entryCount);
  for (let k = 0; chosen.length < want && k < MAX_ROUNDS; k++) {
    const mac = await subtle().sign('HMAC', key, ascii(`winner:${k}`));
    const candidate = Number(BigInt(`0x${bytesToHex(mac)}`) % n) + 1;
    if (!chosen.includes(candidate)) chosen.push(candidate);
  }
  return chosen;
}

/** The draw's rules in words, for the page and the README. */
export const DRAW_ALGORITHM =
  'Winning number k (k = 0, 1, 2, …) is 1 + (HMAC-SHA256(key = seed, message = "winner:" + k), read as a big-endian integer) mod N, ' +
  'skipping numbers already drawn, where N is the number of entries. The seed is the 32 bytes whose SHA-256 was published as the commitment.';
