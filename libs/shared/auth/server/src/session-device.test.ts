import { describe, expect, it } from 'vitest';
import { describeUserAgent, placeOf } from './session-device.js';

describe('the device, system and browser of a user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { device: 'desktop', os: 'macOS', browser: 'Chrome 126' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { device: 'desktop', os: 'Windows', browser: 'Microsoft Edge 126' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { device: 'mobile', os: 'iOS', browser: 'Safari 17' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { device: 'tablet', os: 'iOS', browser: 'Safari 17' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { device: 'desktop', os: 'Linux', browser: 'Firefox 128' },
    ],
  ])('reads %s', (agent, described) => {
    expect(describeUserAgent(agent)).toEqual(described);
  });

  it('says unknown for a missing user agent, and for one that names nothing it knows', () => {
    expect(describeUserAgent(null)).toEqual({ device: 'unknown', os: null, browser: null });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ device: 'unknown', os: null, browser: null });
  });
});

describe('the place of a session', () => {
  it('maps the stored network to the kind of place, with the country beside it', () => {
    expect(placeOf({ network: 'loopback', country: null })).toEqual({ kind: 'loopback', network: null, country: null });
    expect(placeOf({ network: 'private', country: null })).toEqual({ kind: 'private', network: null, country: null });
    expect(placeOf({ network: '203.0.113.x', country: 'GB' })).toEqual({
      kind: 'public',
      network: '203.0.113.x',
      country: 'GB',
    });
    expect(placeOf({ network: null, country: null })).toEqual({ kind: 'unknown', network: null, country: null });
  });
});
