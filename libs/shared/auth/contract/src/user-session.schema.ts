import * as v from 'valibot';
import { Timestamp } from './fields.js';

/** The kind of device a session's browser runs on, read from its user agent on the server. */
export const SessionDevice = v.picklist(['desktop', 'mobile', 'tablet', 'tv', 'unknown']);
export type SessionDevice = v.InferOutput<typeof SessionDevice>;

/**
 * Where a session was last used from, coarse on purpose: never the address itself.
 * - `loopback`: the server's own computer; `private`: a local network (10/8, 192.168/16, fc00::/7, …);
 * - `public`: the network, with the last part left out (`203.0.113.x`, `2001:db8:1234::/48`);
 * - `unknown`: no address was seen.
 * `country` is an ISO 3166-1 alpha-2 code, only when a trusted proxy in front of the API named one.
 */
export const SessionPlace = v.object({
  kind: v.picklist(['loopback', 'private', 'public', 'unknown']),
  network: v.nullable(v.string()),
  country: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
});
export type SessionPlace = v.InferOutput<typeof SessionPlace>;

/** The id of a session as the API shows it: a random UUID of its own, never the session id or its digest. */
export const SessionId = v.pipe(v.string(), v.uuid());

/** One place the user is signed in. `current`: the session of the request that asked. */
export const UserSession = v.object({
  id: SessionId,
  current: v.boolean(),
  device: SessionDevice,
  /** 'macOS', 'Windows', 'iOS', 'Android', …; null when the user agent does not say. */
  os: v.nullable(v.string()),
  /** 'Firefox 128', 'Chrome 126', …; null when the user agent does not say. */
  browser: v.nullable(v.string()),
  place: SessionPlace,
  signed_in_at: Timestamp,
  last_seen_at: Timestamp,
});
export type UserSession = v.InferOutput<typeof UserSession>;

/** `GET /api/user/sessions`: the signed-in user's live sessions, most recently seen first. */
export const UserSessionList = v.object({ data: v.array(UserSession) });
export type UserSessionList = v.InferOutput<typeof UserSessionList>;

/** `DELETE /api/user/sessions/others`: how many sessions were ended (0 when there were none). */
export const EndedSessions = v.object({ ended: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type EndedSessions = v.InferOutput<typeof EndedSessions>;

/** Texts of the sessions endpoints' error answers. */
export const UserSessionMessages = {
  notFound: 'This session was not found. It may have ended already.',
  current: 'This is the session you are using now. To end it, sign out.',
} as const;
