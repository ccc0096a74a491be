import { loadScript } from '../load-script';
import type { SupportChat } from './support-chat';

export interface IntercomSettings {
  /** The workspace id. */
  appId: string;
  /** Where the widget script comes from (`{widgetUrl}/widget/{appId}`). */
  widgetUrl: string;
  /** The messenger's API base (`https://api-iam.eu.intercom.io` for the EU region). */
  apiBase: string;
}

/** Intercom's in-page API: `Intercom('boot' | 'update' | 'shutdown' | …, settings)`. */
export type IntercomApi = (command: string, settings?: Record<string, unknown>) => void;
type IntercomWindow = Window & { Intercom?: IntercomApi & { q?: unknown[][] } };

/** Spec section 9: the launcher is hidden again this long after boot (the widget may draw it late). */
export const HIDE_AGAIN_AFTER_MS = 1000;
/** Spec section 9: the messenger is updated this long after each route change. */
export const UPDATE_AFTER_ROUTE_CHANGE_MS = 250;

const HIDDEN = { hide_default_launcher: true } as const;

/**
 * Intercom's messenger with its default launcher hidden (the product opens it from its own
 * links): hidden at boot, again after 1000 ms and after every route change; updated with the
 * reader's first name, e-mail and id at sign-in, shut down and booted anonymous at sign-out, and
 * updated 250 ms after each route change so it checks for new messages. Until Intercom's script
 * has loaded, calls queue in its documented stub and run when it arrives.
 */
export function startIntercomChat(settings: IntercomSettings, win: Window = window): SupportChat {
  const w = win as IntercomWindow;
  if (typeof w.Intercom !== 'function') {
    const queue: unknown[][] = [];
    const stub = ((...args: unknown[]) => void queue.push(args)) as IntercomApi & { q?: unknown[][] };
    stub.q = queue;
    w.Intercom = stub;
    loadScript(`${settings.widgetUrl}/widget/${encodeURIComponent(settings.appId)}`, win.document).catch(
      () => undefined,
    );
  }
  const intercom: IntercomApi = (command, args) => w.Intercom?.(command, args);
  const boot = () => intercom('boot', { app_id: settings.appId, api_base: settings.apiBase, ...HIDDEN });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  let signedIn: string | null = null;

  boot();
  later(HIDE_AGAIN_AFTER_MS, () => intercom('update', HIDDEN));

  return {
    userChanged(user) {
      if (user) {
        if (signedIn === user.id) return;
        signedIn = user.id;
        intercom('update', { user_id: user.id, email: user.email, name: user.first_name, ...HIDDEN });
      } else if (signedIn) {
        // Intercom's sign-out: forget the reader's conversations on this device, then go on anonymous.
        signedIn = null;
        intercom('shutdown');
        boot();
      }
    },
    routeChanged() {
      intercom('update', HIDDEN);
      later(UPDATE_AFTER_ROUTE_CHANGE_MS, () => intercom('update', { last_request_at: Math.floor(Date.now() / 1000) }));
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
