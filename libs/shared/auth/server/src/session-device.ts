import type { SessionDevice, SessionPlace, UserSession } from '@folio/auth-contract';
import Bowser from 'bowser';
import type { SessionRow } from './session.table.js';

const DEVICES: ReadonlySet<string> = new Set<SessionDevice>(['desktop', 'mobile', 'tablet', 'tv']);

/**
 * Device type, operating system and browser from a user agent, on the server only (bowser, MIT).
 * The OS has no version: browsers freeze it in the user agent (every Mac says 10.15); the browser
 * keeps its major version.
 */
export function describeUserAgent(userAgent: string | null): Pick<UserSession, 'device' | 'os' | 'browser'> {
  if (!userAgent) return { device: 'unknown', os: null, browser: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    device: platform.type && DEVICES.has(platform.type) ? (platform.type as SessionDevice) : 'unknown',
    os: os.name || null,
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
  };
}

/** The stored coarse network and country as the contract's place. */
export function placeOf(row: Pick<SessionRow, 'network' | 'country'>): SessionPlace {
  const { network, country } = row;
  if (network === 'loopback' || network === 'private') return { kind: network, network: null, country };
  return network ? { kind: 'public', network, country } : { kind: 'unknown', network: null, country };
}

/** A session row as the sessions list shows it: never its id, only its public id. */
export function toUserSession(row: SessionRow, currentId: string): UserSession {
  return {
    id: row.publicId,
    current: row.id === currentId,
    ...describeUserAgent(row.userAgent),
    place: placeOf(row),
    signed_in_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
