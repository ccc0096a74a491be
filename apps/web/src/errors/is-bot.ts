/** Spec section 5's fallback pattern for crawlers and automated clients. */
const botPattern = /bot|crawl|http|lighthouse|scan|search|spider/i;

/** Whether a user agent belongs to a bot or crawler, which gets no error pages (spec section 8). */
export function isBot(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && botPattern.test(userAgent);
}
