import { afterEach, describe, expect, it } from 'vitest';
import { startGoogleTag } from './google-tag';

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown };
const pushed = () => ((window as Win).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('startGoogleTag', () => {
  it("loads gtag.js for the tag id and configures it without Google's automatic page view", () => {
    startGoogleTag({ measurementId: 'G-ABC123XYZ9', scriptUrl: 'https://www.googletagmanager.com/gtag/js' });
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9',
    ]);
    expect(pushed()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABC123XYZ9', { send_page_view: false }],
    ]);
    // gtag.js only reads `arguments` objects, as Google's snippet pushes them.
    expect(Object.prototype.toString.call((window as Win).dataLayer![0])).toBe('[object Arguments]');
  });

  it('reports a page view per page it is told about', () => {
    const tag = startGoogleTag({
      measurementId: 'G-ABC123XYZ9',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js',
    });
    tag.pageView({ href: 'https://folio.example/events?page=2', path: '/events', title: 'Events · Folio' });
    expect(pushed().at(-1)).toEqual([
      'event',
      'page_view',
      {
        page_location: 'https://folio.example/events?page=2',
        page_path: '/events',
        page_title: 'Events · Folio',
        send_to: 'G-ABC123XYZ9',
      },
    ]);
  });

  it('sends the hits to a first-party tagging server when gtag.js comes from one', () => {
    startGoogleTag({ measurementId: 'G-ABC123XYZ9', scriptUrl: 'https://tags.folio.example/gtag/js' });
    expect(pushed()[1]).toEqual([
      'config',
      'G-ABC123XYZ9',
      { send_page_view: false, server_container_url: 'https://tags.folio.example' },
    ]);
  });
});
