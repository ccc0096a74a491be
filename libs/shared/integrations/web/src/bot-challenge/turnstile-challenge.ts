import { loadScript } from '../load-script';
import type { BotChallenge } from './bot-challenge';

export interface TurnstileSettings {
  /** The widget's public site key. */
  siteKey: string;
  /** Turnstile's script (`https://challenges.cloudflare.com/turnstile/v0/api.js`). */
  scriptUrl: string;
}

/** The part of Turnstile's in-page API used here (`window.turnstile`, explicit rendering). */
export interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(container: HTMLElement | string): void;
  remove(widgetId: string): void;
}
type TurnstileWindow = Window & { turnstile?: TurnstileApi };

/** How long a token may take (an interactive check included) before the form goes without one. */
export const TOKEN_TIMEOUT_MS = 60_000;

/**
 * Cloudflare Turnstile, loaded on the first token asked for (`?render=explicit`): each token is
 * made by a fresh widget for the form's `action`, executed at once and removed once it answered,
 * since a token is good for one check. The widget only shows when Cloudflare wants the visitor to
 * interact (`appearance: 'interaction-only'`), in a small box of its own at the bottom of the page.
 */
export function turnstileChallenge(settings: TurnstileSettings, win: Window = window): BotChallenge {
  const w = win as TurnstileWindow;
  const doc = win.document;
  let ready: Promise<TurnstileApi> | undefined;
  const api = () => {
    ready ??= (w.turnstile ? Promise.resolve() : loadScript(`${settings.scriptUrl}?render=explicit`, doc)).then(() => {
      if (!w.turnstile) throw new Error('Turnstile did not start');
      return w.turnstile;
    });
    ready.catch(() => (ready = undefined));
    return ready;
  };

  return {
    async token(action) {
      let turnstile: TurnstileApi;
      try {
        turnstile = await api();
      } catch {
        return undefined;
      }
      const box = doc.createElement('div');
      // Set through the CSSOM, which the CSP allows (no inline style attribute).
      Object.assign(box.style, {
        position: 'fixed',
        bottom: '1rem',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: '1000',
      });
      doc.body.appendChild(box);
      let widgetId: string | undefined;
      try {
        return await new Promise<string | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), TOKEN_TIMEOUT_MS);
          const done = (token: string | undefined) => {
            clearTimeout(timer);
            resolve(token);
          };
          widgetId = turnstile.render(box, {
            sitekey: settings.siteKey,
            action,
            appearance: 'interaction-only',
            execution: 'execute',
            callback: (token: string) => done(token),
            'error-callback': () => done(undefined),
            'expired-callback': () => done(undefined),
            'timeout-callback': () => done(undefined),
          });
          turnstile.execute(box);
        });
      } finally {
        if (widgetId) turnstile.remove(widgetId);
        box.remove();
      }
    },
  };
}
