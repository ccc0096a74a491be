import { ApiError } from '@folio/server-kit';
import { ErrorCode } from '@folio/http-contract';

/**
 * What a bot-protection check concluded. `missing`: the form sent no token; `invalid`: the vendor
 * said no (a bad, expired or reused token, or one made for another action); `unavailable`: the
 * vendor could not be asked or could not answer (its outage, or our secret is wrong), so nobody
 * can pass until it is back.
 */
export type BotChallengeOutcome = { passed: true } | { passed: false; reason: 'missing' | 'invalid' | 'unavailable' };

export interface BotChallengeInput {
  /** The token the browser's challenge widget gave the form; undefined when it sent none. */
  token: string | undefined;
  /** What the token was made for (`register`, `giveaway_entry`): a token for one action passes no other. */
  action: string;
  /** The client's address, when known: the vendor may weigh it. */
  ip?: string;
}

/** The port registration and giveaway entry ask before they change anything. */
export interface BotChallengeVerifier {
  /** Whether a vendor is configured: when not, `verify` passes everyone and proves nothing. */
  readonly enabled: boolean;
  verify(input: BotChallengeInput): Promise<BotChallengeOutcome>;
}

/** Bot protection off (nothing configured): every request passes, as it did before there was any. */
export const botChallengeOff: BotChallengeVerifier = { enabled: false, verify: async () => ({ passed: true }) };

export const BOT_CHALLENGE_UNAVAILABLE_MESSAGE =
  'We cannot check that you are not a robot right now. Please try again in a minute.';
export const BOT_CHALLENGE_RETRY_AFTER_SECONDS = 30;

/**
 * The answer when the vendor could not be asked: a 503 with `Retry-After`, not the caller's fault
 * (missing and invalid tokens are each domain's own 422, in its own words).
 */
export const botChallengeUnavailable = () =>
  new ApiError(503, ErrorCode.ServiceUnavailable, BOT_CHALLENGE_UNAVAILABLE_MESSAGE, undefined, {
    'Retry-After': String(BOT_CHALLENGE_RETRY_AFTER_SECONDS),
  });
