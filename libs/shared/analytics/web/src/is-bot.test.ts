import { describe, expect, it } from 'vitest';
import { BOT_FALLBACK_PATTERN, isBot } from './is-bot';

// Real user agents, as the crawlers and browsers send them.
const CRAWLERS = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Googlebot smartphone':
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  AhrefsBot: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Headless Chrome':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  curl: 'curl/8.5.0',
};

const PEOPLE = {
  Chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Safari on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  Firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

describe('isBot', () => {
  it.each(Object.entries(CRAWLERS))('knows %s for a bot', (_, userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each(Object.entries(PEOPLE))('takes %s for a person', (_, userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it("applies the spec's pattern on its own, to a crawler no list knows yet", () => {
    expect(isBot('NewBookSpider/0.1')).toBe(true);
    expect(isBot('Acme Site Scanner 2')).toBe(true);
    expect(BOT_FALLBACK_PATTERN.test(PEOPLE.Chrome)).toBe(false);
  });

  it('does not call a missing user agent a bot', () => {
    expect(isBot('')).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});
