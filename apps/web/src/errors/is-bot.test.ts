import { isBot } from './is-bot';

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Screaming Frog SEO Spider/19.0',
    'Mozilla/5.0 (compatible; YandexSearch/1.0)',
    'Mozilla/5.0 (compatible; SiteCrawler)',
    'security-scanner/2.1',
  ])('recognises %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ])('treats %s as a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isBot(undefined)).toBe(false);
  });
});
