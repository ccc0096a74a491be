import { isbot } from 'isbot';

/** Spec section 5's simpler pattern for crawlers and automated clients. */
export const BOT_FALLBACK_PATTERN = /bot|crawl|http|lighthouse|scan|search|spider/i;

/**
 * Whether a user agent is a bot or crawler, whose visits are not analytics (spec section 7).
 * `isbot`'s maintained list catches what the spec's short pattern misses (headless browsers,
 * HTTP libraries, link previewers); the pattern still applies on its own, so a crawler the list
 * does not know yet but whose name says so is skipped too. A missing user agent is not a bot.
 */
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return BOT_FALLBACK_PATTERN.test(userAgent) || isbot(userAgent);
}
