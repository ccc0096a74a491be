import { loadScript } from '../load-script';

export interface GoogleTagSettings {
  /** The tag id (`G-XXXXXXXXXX`). */
  measurementId: string;
  /** gtag.js: Google's (`https://www.googletagmanager.com/gtag/js`) or a first-party tagging server's. */
  scriptUrl: string;
}

/** A page the reader is on, as the tag reports it. */
export interface PageView {
  href: string;
  path: string;
  title: string;
}

export interface AnalyticsTag {
  pageView(page: PageView): void;
}

export const noAnalyticsTag: AnalyticsTag = { pageView: () => undefined };

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The Google tag, as Google's snippet sets it up (a `dataLayer` and the `gtag` function that
 * pushes its `arguments`, then `js` and `config`), with the automatic page view off: the shell
 * reports one per page, route changes included. From a first-party host (server-side tagging)
 * the hits go to that host too (`server_container_url`), so the CSP needs no Google origin.
 */
export function startGoogleTag(settings: GoogleTagSettings, win: Window = window): AnalyticsTag {
  const w = win as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own function.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  const origin = new URL(settings.scriptUrl).origin;
  w.gtag('js', new Date());
  w.gtag('config', settings.measurementId, {
    send_page_view: false,
    ...(origin === GOOGLE_TAG_ORIGIN ? {} : { server_container_url: origin }),
  });
  loadScript(`${settings.scriptUrl}?id=${encodeURIComponent(settings.measurementId)}`, win.document).catch(
    () => undefined,
  );
  return {
    pageView(page) {
      w.gtag?.('event', 'page_view', {
        page_location: page.href,
        page_path: page.path,
        page_title: page.title,
        send_to: settings.measurementId,
      });
    },
  };
}
